import { ZOrdersResponse } from '@ramkoll/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../../src/services/mail/mail-transport.js';
import { errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { callApi, emailOf, newCustomer, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { startPayment } from '../../payment-helpers.js';
import { pdfText } from '../../pdf-text.js';
import { storeSignedIn } from '../../store-area-helpers.js';

/** Receipts of points purchases (decision 090): GET /api/me/orders/:id/receipt.pdf and the mail. */

let context: TestContext;
let admin: Cookies;
let store: Cookies;
const sent: OutgoingMail[] = [];

beforeAll(async () => {
  context = await createTestContext({
    seed: true,
    deps: {
      mailTransport: { send: (mail) => Promise.resolve(void sent.push(mail)), close: () => undefined },
    },
  });
  [admin, store] = await Promise.all([signedIn(context.app, 'admin@ramkoll.se'), storeSignedIn(context)]);
});

afterAll(() => context.close());

async function bought(customer: TestCustomer, currency: 'SEK' | 'USD' = 'SEK', confirm = true) {
  const { payment } = await startPayment(context, customer, 'points_300', currency);
  if (confirm) {
    const confirmed = await callApi(
      context,
      customer.cookies,
      'POST',
      `/api/me/payments/${payment.id}/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  return payment.id;
}

const receiptUrl = (paymentId: string) => `/api/me/orders/${paymentId}/receipt.pdf`;

describe('a purchase receipt', () => {
  it('is a PDF for its buyer, with the seller, a receipt number and the VAT, in Swedish', async () => {
    const customer = await newCustomer(context);
    const paymentId = await bought(customer);
    const response = await callApi(context, customer.cookies, 'GET', receiptUrl(paymentId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/Kvittonummer: RKP-\d{6}/);
    for (const expected of [
      'Ramkoll AB',
      '559000-0000',
      'Olle Ägare',
      '103,20 SEK',
      '25,80 SEK',
      '129,00 SEK',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints a buyer's name in any European script as written, an emoji as U+FFFD (issue 50, item 6)", async () => {
    const customer = await newCustomer(context);
    const renamed = await callApi(context, customer.cookies, 'PUT', '/api/me/profile', {
      fullName: 'Łukasz Żółć-Čapková Ελένη Жанна 🚲',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const paymentId = await bought(customer);
    const response = await callApi(context, customer.cookies, 'GET', receiptUrl(paymentId));
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    // Name and e-mail are wider than the column: they wrap after a space, nothing is cut.
    expect(text).toContain(`Łukasz Żółć-Čapková Ελένη Жанна \uFFFD\n(${await emailOf(context, customer)})`);
  });

  it('follows the account language: an English account gets a USD receipt in English', async () => {
    const customer = await newCustomer(context);
    const language = await callApi(context, customer.cookies, 'PUT', '/api/me/language', { language: 'en' });
    expect(language.statusCode).toBe(200);
    const paymentId = await bought(customer, 'USD');
    const text = await pdfText(
      (await callApi(context, customer.cookies, 'GET', receiptUrl(paymentId))).rawPayload,
    );
    expect(text).toContain('Receipt number: RKP-');
    expect(text).toContain('10.39 USD');
    expect(text).toContain('2.60 USD');
    expect(text).toContain('12.99 USD');
  });

  it('gives each paid payment its own receipt number, one after another', async () => {
    const customer = await newCustomer(context);
    const numbers: number[] = [];
    for (const paymentId of [await bought(customer), await bought(customer)]) {
      const text = await pdfText(
        (await callApi(context, customer.cookies, 'GET', receiptUrl(paymentId))).rawPayload,
      );
      numbers.push(Number(/RKP-(\d{6})/.exec(text)?.[1]));
    }
    expect(numbers[1]).toBeGreaterThan(numbers[0] ?? Infinity);
  });

  it('is mailed to the buyer with the PDF attached when the points are credited', async () => {
    const customer = await newCustomer(context);
    await bought(customer);
    await context.app.mail.flushOutbox();
    const email = await emailOf(context, customer);
    const mail = sent.find(
      (candidate) => candidate.to === email && candidate.subject.startsWith('Kvitto RKP-'),
    );
    expect(mail?.text).toContain('129,00 SEK');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toMatch(/^kvitto-RKP-\d{6}\.pdf$/);
    expect(await pdfText(attachment?.content ?? new Uint8Array())).toContain('25,80 SEK');
  });

  it('is refused to everyone but its buyer, and before the payment is paid', async () => {
    const buyer = await newCustomer(context);
    const other = await newCustomer(context);
    const paymentId = await bought(buyer);
    expect((await callApi(context, null, 'GET', receiptUrl(paymentId))).statusCode).toBe(401);
    const stranger = await callApi(context, other.cookies, 'GET', receiptUrl(paymentId));
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).code).toBe('PAYMENT_NOT_FOUND');
    const byStore = await callApi(context, store, 'GET', receiptUrl(paymentId));
    expect(errorOf(byStore).code).toBe('PAYMENT_NOT_FOUND');
    expect((await callApi(context, admin, 'GET', receiptUrl(paymentId))).statusCode).toBe(403);
    const unpaid = await bought(buyer, 'SEK', false);
    const early = await callApi(context, buyer.cookies, 'GET', receiptUrl(unpaid));
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('PAYMENT_NOT_COMPLETED');
  });

  it('is what the order history offers: paid payments only', async () => {
    const customer = await newCustomer(context);
    await bought(customer);
    await bought(customer, 'SEK', false);
    const orders = ZOrdersResponse.parse(
      (await callApi(context, customer.cookies, 'GET', '/api/me/orders')).json(),
    );
    expect(orders.payments.map((payment) => [payment.status, payment.provider])).toEqual([
      ['pending', 'test'],
      ['succeeded', 'test'],
    ]);
  });
});
