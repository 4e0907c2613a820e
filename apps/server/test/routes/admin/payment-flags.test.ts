import { ZPaymentFlagsResponse } from '@ramkoll/shared/schemas/orders';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFlags, payments } from '../../../src/db/schema/points.js';
import { signedIn, type Cookies } from '../../auth-helpers.js';
import { callApi, emailOf, newCustomer, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

/*
 * The admin's list of refunded and disputed purchases (decision 090) as /admin-payment-flags shows
 * it: who bought (name and e-mail), which package, the receipt number and the points. The flags are
 * written straight into the tables here; stripe-webhook.test.ts covers how refunds write them.
 */

let context: TestContext;
let admin: Cookies;
let buyer: TestCustomer;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  admin = await signedIn(context.app, 'admin@ramkoll.se');
  buyer = await newCustomer(context);
});

afterAll(() => context.close());

async function flaggedPayment(receiptNumber: number | null, createdAt: Date) {
  const [payment] = await context.db
    .insert(payments)
    .values({
      userId: buyer.userId,
      provider: 'stripe',
      providerPaymentId: `cs_test_${randomUUID()}`,
      receiptNumber,
      package: 'points_300',
      points: 300,
      amount: 12900,
      currency: 'SEK',
      status: 'refunded',
    })
    .returning({ id: payments.id });
  const paymentId = payment?.id ?? '';
  await context.db.insert(paymentFlags).values({
    paymentId,
    userId: buyer.userId,
    kind: 'refund',
    amount: 12900,
    pointsDue: 300,
    pointsTakenBack: 100,
    pointsOutstanding: 200,
    eventId: `evt_test_${randomUUID()}`,
    createdAt,
  });
  return paymentId;
}

describe('GET /api/admin/payment-flags', () => {
  it("names the buyer, the package and the payment's receipt number, newest first", async () => {
    const older = await flaggedPayment(null, new Date('2031-03-01T09:00:00Z'));
    const newer = await flaggedPayment(987_654, new Date('2031-03-02T09:00:00Z'));

    const response = await callApi(context, admin, 'GET', '/api/admin/payment-flags');
    expect(response.statusCode, response.body).toBe(200);
    const flags = ZPaymentFlagsResponse.parse(response.json()).flags.filter(
      (flag) => flag.userId === buyer.userId,
    );
    expect(flags.map((flag) => flag.paymentId)).toEqual([newer, older]);
    expect(flags[0]).toMatchObject({
      kind: 'refund',
      fullName: 'Olle Ägare',
      email: await emailOf(context, buyer),
      package: 'points_300',
      receiptNumber: 'RKP-987654',
      amount: 12900,
      currency: 'SEK',
      pointsTakenBack: 100,
      pointsOutstanding: 200,
    });
    // Refunded before it was ever credited: no receipt was issued.
    expect(flags[1]?.receiptNumber).toBeNull();
  });
});
