import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import {
  ZInventoryResponse,
  ZStoreCustomerResponse,
  ZStoreRegistrationResponse,
} from '@ramkoll/shared/schemas/store-registration';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../auth-helpers.js';
import {
  callApi,
  emailOf,
  newCustomer,
  uniqueFrameNumber,
  type ApiMethod,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { adultPersonalNumber, bikeForm, newStore, type TestStore } from '../../store-counter-helpers.js';

/**
 * Issue 50, item 10: the counter's look-ups and registrations showed the store the masked
 * personnummer `YYYYMMDD-****`, which is the customer's birth date. Every answer of /api/store/*
 * (and the CSV export) is read here for any part of the personnummer: the number itself, the birth
 * date in any of its forms, the last four digits, or a masked number (decision 093).
 */

let context: TestContext;
let store: TestStore;
let customer: TestCustomer;
let customerEmail: string;
/** Every answer the store got, by what was asked. */
const answers: { asked: string; response: LightMyRequestResponse }[] = [];

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [store, customer] = await Promise.all([newStore(context, 1000), newCustomer(context)]);
  customerEmail = await emailOf(context, customer);
});

afterAll(() => context.close());

async function asStore(method: ApiMethod, url: string, payload?: Record<string, unknown>) {
  const response = await callApi(context, store.cookies, method, url, payload);
  answers.push({ asked: `${method} ${url}`, response });
  return response;
}

/** Every form a personnummer's parts take in text: 19850312-1234, 850312, 1985-03-12, …-1234. */
function fragmentsOf(personalNumber: string): RegExp[] {
  const [year, month, day, last4] = [
    personalNumber.slice(0, 4),
    personalNumber.slice(4, 6),
    personalNumber.slice(6, 8),
    personalNumber.slice(8),
  ];
  return [
    new RegExp(`${year}-?${month}-?${day}`),
    new RegExp(`(?<!\\d)${year.slice(2)}${month}${day}(?!\\d)`),
    new RegExp(`(?<![\\da-f])${last4}(?![\\da-f])`, 'i'),
    /\d{6,8}[-+]?\*{4}/,
  ];
}

/** The body without the ids and times every answer carries, whose digits mean nothing. */
function meaningfulText(response: LightMyRequestResponse): string {
  return response.body
    .replace(/[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/gi, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})/g, '<time>');
}

function leaks(personalNumber: string): string[] {
  return answers.flatMap(({ asked, response }) =>
    fragmentsOf(personalNumber)
      .filter((fragment) => fragment.test(meaningfulText(response)))
      .map((fragment) => `${asked}: ${String(fragment)} in ${response.body}`),
  );
}

describe("the counter's answers", () => {
  it('show the customer by masked name and e-mail, never by any part of the personnummer', async () => {
    const personalNumber = customer.personalNumber ?? '';
    // Found by e-mail and by the personnummer the store typed: the answer does not echo it.
    const byEmail = await asStore('POST', '/api/store/customers/lookup', { query: customerEmail });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(ZStoreCustomerResponse.parse(byEmail.json()).customer).toEqual({
      id: customer.userId,
      maskedName: 'Ol** Ä****',
      maskedEmail: `${customerEmail[0]}***@e***.se`,
    });
    expect(Object.keys(byEmail.json<{ customer: object }>().customer)).toEqual([
      'id',
      'maskedName',
      'maskedEmail',
    ]);
    const byNumber = await asStore('POST', '/api/store/customers/lookup', { query: personalNumber });
    expect(byNumber.statusCode, byNumber.body).toBe(200);

    // Offered again when the counter tries to create the same person.
    const takenNumber = await asStore('POST', '/api/store/customers', {
      fullName: 'Olle Ägare',
      personalNumber,
      email: 'ny-adress@example.se',
    });
    expect(errorOf(takenNumber)).toMatchObject({
      code: 'PERSONAL_NUMBER_TAKEN',
      details: { customer: { id: customer.userId } },
    });
    const takenEmail = await asStore('POST', '/api/store/customers', {
      fullName: 'Olle Ägare',
      personalNumber: adultPersonalNumber(),
      email: customerEmail,
    });
    expect(errorOf(takenEmail)).toMatchObject({
      code: 'EMAIL_TAKEN',
      details: { customer: { id: customer.userId } },
    });

    // A bike registered for them, a bike stocked and sold to them.
    const registered = await asStore('POST', '/api/store/registrations', {
      customerId: customer.userId,
      ...bikeForm(uniqueFrameNumber('PN')),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { bikeId } = ZStoreRegistrationResponse.parse(registered.json());
    const stocked = await asStore('POST', '/api/store/inventory', bikeForm(uniqueFrameNumber('PS')));
    expect(stocked.statusCode, stocked.body).toBe(201);
    const stockId = ZStoreRegistrationResponse.parse(stocked.json()).bikeId;
    const sold = await asStore('POST', `/api/store/inventory/${stockId}/sale`, {
      customerId: customer.userId,
      price: 9000,
      purchaseDate: todayIn(new Date()),
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(ZInventoryResponse.parse((await asStore('GET', '/api/store/inventory')).json()).bikes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: stockId, pendingSale: expect.anything() as unknown }),
      ]),
    );

    // The store's lists, export, figures and settings, with these bikes in them.
    const reads = [
      '/api/store/me',
      '/api/store/bikes',
      `/api/store/bikes?q=${encodeURIComponent('Ol')}`,
      '/api/store/bikes.csv',
      `/api/store/purchase-details?ids=${bikeId},${stockId}`,
      '/api/store/analytics',
      '/api/store/staff-codes',
    ];
    for (const url of reads) {
      const response = await asStore('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    // The CSV holds the registered bike, with its owner masked.
    expect(answers.find(({ asked }) => asked === 'GET /api/store/bikes.csv')?.response.body).toContain(
      'Ol** Ä****',
    );

    // Every GET of the store area was read, so a new one cannot slip past this test.
    const storeGets = context.app.routeTable
      .filter(({ method, url }) => method === 'GET' && url.startsWith('/api/store/'))
      .map(({ url }) => url);
    const read = new Set(answers.map(({ asked }) => asked.split(/[ ?]/)[1]));
    expect(storeGets.filter((url) => !read.has(url))).toEqual([]);

    expect(leaks(personalNumber)).toEqual([]);
  });

  it('do not show a new customer the store creates any part of the number it typed', async () => {
    const personalNumber = adultPersonalNumber();
    const email = `ny-kund-${Date.now()}@example.se`;
    answers.length = 0;
    const created = await asStore('POST', '/api/store/customers', {
      fullName: 'Karin Kund',
      personalNumber,
      email,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(ZStoreCustomerResponse.parse(created.json()).customer).toMatchObject({
      maskedName: 'Ka*** K***',
      maskedEmail: 'n***@e***.se',
    });
    expect(leaks(personalNumber)).toEqual([]);
  });
});
