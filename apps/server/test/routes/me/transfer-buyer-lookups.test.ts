import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import { ZReceiptResponse } from '@ramkoll/shared/schemas/ownership';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../../src/db/schema/auth.js';
import { ownershipReceipts } from '../../../src/db/schema/ownership.js';
import { errorOf, personalNumberBornIn, randomIp, uniqueEmail } from '../../auth-helpers.js';
import {
  callApi,
  emailOf,
  newCustomer,
  registeredBike,
  type ApiMethod,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

/**
 * Issue 50 item 5 (decision 092): the transfer's buyer field told whether an e-mail or a
 * personnummer has an account (404 BUYER_NOT_FOUND, or 201 with the masked name), without limit,
 * and even without a bike of one's own (BUYER_NOT_FOUND before BIKE_NOT_FOUND). Now the buyer is
 * looked up only for the seller's own transferable bike, 10 times a day per seller and 30 per
 * source address; past that, 429 BUYER_LOOKUP_RATE_LIMITED for every buyer, known or not.
 */

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
});
afterAll(() => context.close());

function call(
  customer: TestCustomer,
  method: ApiMethod,
  url: string,
  remoteAddress: string,
  payload?: Record<string, unknown>,
) {
  return callApi(context, customer.cookies, method, url, payload, remoteAddress);
}

function startTransfer(seller: TestCustomer, bikeId: string, buyer: string, remoteAddress: string) {
  return call(seller, 'POST', `/api/me/bikes/${bikeId}/transfer`, remoteAddress, {
    buyer,
    purchaseDate: todayIn(new Date()),
  });
}

/**
 * The probe: a transfer to each name in turn, cancelled again when it opened, so the bike is free
 * for the next one. What each answered: the masked buyer, NOT_FOUND, or the refusal's code.
 */
async function probe(seller: TestCustomer, bikeId: string, names: string[], remoteAddress: string) {
  const answers: string[] = [];
  for (const name of names) {
    const response = await startTransfer(seller, bikeId, name, remoteAddress);
    if (response.statusCode === 201) {
      const { receipt } = ZReceiptResponse.parse(response.json());
      answers.push(`found ${receipt.buyerName}`);
      const cancelled = await call(seller, 'POST', `/api/me/receipts/${receipt.id}/cancel`, remoteAddress);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    } else {
      answers.push(errorOf(response).code);
    }
  }
  return answers;
}

async function sellerWithBike(): Promise<{ seller: TestCustomer; bikeId: string }> {
  const seller = await newCustomer(context, 100);
  return { seller, bikeId: await registeredBike(context, seller) };
}

describe("the transfer's buyer field", () => {
  it('answers a seller 10 look-ups a day; then 429 for known and unknown buyers alike', async () => {
    const { seller, bikeId } = await sellerWithBike();
    const known = await newCustomer(context);
    const knownEmail = await emailOf(context, known);
    const source = randomIp();
    // Five known and ten unknown names, alternating: e-mails and personnummer.
    const names = Array.from({ length: 15 }, (_, index) => {
      if (index % 3 === 0) return index % 2 ? (known.personalNumber ?? '') : knownEmail;
      return index % 2 ? personalNumberBornIn(1990) : uniqueEmail('ingen');
    });
    const answers = await probe(seller, bikeId, names, source);
    expect(answers.slice(0, 10).filter((answer) => answer.startsWith('found '))).toHaveLength(4);
    expect(answers.slice(0, 10).filter((answer) => answer === 'BUYER_NOT_FOUND')).toHaveLength(6);
    expect(answers.slice(10)).toEqual(Array<string>(5).fill('BUYER_LOOKUP_RATE_LIMITED'));

    const before = await context.db
      .select({ n: count() })
      .from(ownershipReceipts)
      .where(eq(ownershipReceipts.sellerId, seller.userId));
    const refused = [
      await startTransfer(seller, bikeId, knownEmail, source),
      await startTransfer(seller, bikeId, uniqueEmail('ingen'), source),
    ];
    // Another address does not help the seller either.
    refused.push(await startTransfer(seller, bikeId, knownEmail, randomIp()));
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(errorOf(response)).toEqual({ code: 'BUYER_LOOKUP_RATE_LIMITED' });
    }
    const after = await context.db
      .select({ n: count() })
      .from(ownershipReceipts)
      .where(eq(ownershipReceipts.sellerId, seller.userId));
    expect(after).toEqual(before);

    // A day after its look-ups, the seller may name a buyer again.
    await context.db
      .update(loginAttempts)
      .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - interval '24 hours 1 minute'` })
      .where(eq(loginAttempts.key, `buyer-lookup:${seller.userId}`));
    expect((await startTransfer(seller, bikeId, knownEmail, randomIp())).statusCode).toBe(201);
  });

  it('looks no buyer up for a bike that is not the seller’s: the same 404 for anyone', async () => {
    const prober = await newCustomer(context);
    const { bikeId: someoneElses } = await sellerWithBike();
    const known = await newCustomer(context);
    const source = randomIp();
    const buyers = [await emailOf(context, known), known.personalNumber ?? '', uniqueEmail('ingen')];
    for (const bikeId of [someoneElses, '00000000-0000-4000-8000-000000000000']) {
      for (const buyer of buyers) {
        const response = await startTransfer(prober, bikeId, buyer, source);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response)).toEqual({ code: 'BIKE_NOT_FOUND' });
      }
    }
    const [counted] = await context.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(like(loginAttempts.key, `buyer-lookup:${prober.userId}`));
    expect(counted?.n).toBe(0);
  });

  it('answers one source address 30 look-ups a day across its sellers', async () => {
    const source = randomIp();
    const sellers = await Promise.all([1, 2, 3, 4].map(() => sellerWithBike()));
    const answers: string[] = [];
    for (const { seller, bikeId } of sellers.slice(0, 3)) {
      const names = Array.from({ length: 10 }, () => uniqueEmail('ingen'));
      answers.push(...(await probe(seller, bikeId, names, source)));
    }
    expect(answers).toEqual(Array<string>(30).fill('BUYER_NOT_FOUND'));
    const fourth = sellers[3] as { seller: TestCustomer; bikeId: string };
    const refused = await startTransfer(fourth.seller, fourth.bikeId, 'erik@ramkoll.se', source);
    expect(errorOf(refused).code).toBe('BUYER_LOOKUP_RATE_LIMITED');
    // The refusal at the source counted nowhere: the seller still has all ten elsewhere.
    const [counted] = await context.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `buyer-lookup:${fourth.seller.userId}`));
    expect(counted?.n).toBe(0);
    expect(
      (await startTransfer(fourth.seller, fourth.bikeId, 'erik@ramkoll.se', randomIp())).statusCode,
    ).toBe(201);
  });
});
