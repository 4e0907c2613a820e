import { count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../../src/db/schema/auth.js';
import { campaignRedemptions, campaigns } from '../../../src/db/schema/points.js';
import { errorOf, randomIp } from '../../auth-helpers.js';
import { balanceOf, callApi, newCustomer, type ApiMethod, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

/**
 * Issue 50 item 5 (decision 092): promo codes are readable words (RACE50), and could be guessed
 * without limit. Now 10 codes an hour that name no campaign per account, and 30 per source
 * address, across the check, the redemption and a payment with a code; then every code, the
 * right one too, answers 429 PROMO_CODE_RATE_LIMITED.
 */

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
});
afterAll(() => context.close());

let campaignCount = 0;

async function bonusCampaign(bonusPoints: number, percentOff: number | null = null): Promise<string> {
  campaignCount += 1;
  const code = `RACE${campaignCount}${Date.now().toString(36).toUpperCase()}`;
  await context.db.insert(campaigns).values({
    code,
    name: 'Loppkampanj',
    startsAt: new Date(Date.now() - 86_400_000),
    endsAt: new Date(Date.now() + 86_400_000),
    bonusPoints: percentOff === null ? bonusPoints : null,
    percentOff,
  });
  return code;
}

function call(
  customer: TestCustomer,
  method: ApiMethod,
  url: string,
  remoteAddress: string,
  payload?: Record<string, unknown>,
) {
  return callApi(context, customer.cookies, method, url, payload, remoteAddress);
}

/** A guess through each of the three doors in turn: check, redeem, pay with a discount code. */
function guess(customer: TestCustomer, code: string, index: number, remoteAddress: string) {
  switch (index % 3) {
    case 0:
      return call(customer, 'GET', `/api/me/promo-codes/${code}`, remoteAddress);
    case 1:
      return call(customer, 'POST', '/api/me/promo-codes/redeem', remoteAddress, { code });
    default:
      return call(customer, 'POST', '/api/me/payments', remoteAddress, {
        package: 'points_100',
        currency: 'SEK',
        promoCode: code,
      });
  }
}

const words = ['SUMMER20', 'RACE10', 'SPRING50', 'BIKE100', 'CYKEL25', 'VELO30', 'HOST15', 'VINTER40'];
const wordAt = (index: number) => `${words[index % words.length] ?? 'RACE'}${index}`;

describe('guessing promo codes', () => {
  it('an account gets 10 misses an hour; then even the right code answers 429', async () => {
    const right = await bonusCampaign(50);
    const guesser = await newCustomer(context);
    const source = randomIp();
    const answers: string[] = [];
    for (let index = 0; index < 15; index++) {
      const response = await guess(guesser, wordAt(index), index, source);
      answers.push(errorOf(response).code);
    }
    expect(answers).toEqual([
      ...Array<string>(10).fill('PROMO_CODE_INVALID'),
      ...Array<string>(5).fill('PROMO_CODE_RATE_LIMITED'),
    ]);
    const refused = await guess(guesser, right, 1, source);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({ code: 'PROMO_CODE_RATE_LIMITED' });
    expect(await balanceOf(context, guesser.userId)).toBe(0);

    // Another account on another address is not held back.
    const other = await newCustomer(context);
    expect((await guess(other, right, 1, randomIp())).statusCode).toBe(200);

    // An hour after its misses, the account may try again.
    await context.db
      .update(loginAttempts)
      .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - interval '61 minutes'` })
      .where(like(loginAttempts.key, `promo-miss:${guesser.userId}`));
    const later = await guess(guesser, right, 1, randomIp());
    expect(later.statusCode, later.body).toBe(200);
    expect(await balanceOf(context, guesser.userId)).toBe(50);
  });

  it('codes that name a campaign are not counted as guesses', async () => {
    const bonus = await bonusCampaign(20);
    const discount = await bonusCampaign(0, 10);
    const customer = await newCustomer(context);
    const source = randomIp();
    expect((await guess(customer, bonus, 1, source)).statusCode).toBe(200);
    for (let index = 0; index < 12; index++) {
      // Checking both codes and redeeming the used one again: a hit, or PROMO_CODE_USED.
      expect((await guess(customer, bonus, index % 2, source)).statusCode).not.toBe(429);
      expect((await guess(customer, discount, 0, source)).statusCode).toBe(200);
    }
    const [counted] = await context.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(like(loginAttempts.key, `promo-miss:${customer.userId}`));
    expect(counted?.n).toBe(0);
  });

  it('a burst of 30 concurrent guesses by one account: 10 are looked up, 20 refused', async () => {
    const right = await bonusCampaign(70);
    const guesser = await newCustomer(context);
    const source = randomIp();
    // Every try is counted before its look-up, so the burst cannot pass the check all at once.
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) => guess(guesser, wordAt(index), index, source)),
    );
    const codes = burst.map((response) => errorOf(response).code).sort();
    expect(codes).toEqual([
      ...Array<string>(10).fill('PROMO_CODE_INVALID'),
      ...Array<string>(20).fill('PROMO_CODE_RATE_LIMITED'),
    ]);
    expect(errorOf(await guess(guesser, right, 1, source)).code).toBe('PROMO_CODE_RATE_LIMITED');
    expect(await balanceOf(context, guesser.userId)).toBe(0);
  });

  it('one source address gets 30 misses an hour across its accounts', async () => {
    const right = await bonusCampaign(30);
    const source = randomIp();
    const accounts = await Promise.all([1, 2, 3, 4].map(() => newCustomer(context)));
    const answers: string[] = [];
    for (const [number, account] of accounts.slice(0, 3).entries()) {
      for (let index = 0; index < 10; index++) {
        answers.push(errorOf(await guess(account, wordAt(number * 10 + index), index, source)).code);
      }
    }
    expect(answers).toEqual(Array<string>(30).fill('PROMO_CODE_INVALID'));
    const fourth = accounts[3] as TestCustomer;
    expect(errorOf(await guess(fourth, wordAt(99), 0, source)).code).toBe('PROMO_CODE_RATE_LIMITED');
    expect(errorOf(await guess(fourth, right, 1, source)).code).toBe('PROMO_CODE_RATE_LIMITED');
    // The same account from another address is not the source that guessed.
    expect((await guess(fourth, right, 1, randomIp())).statusCode).toBe(200);
    const [redeemed] = await context.db.select({ n: count() }).from(campaignRedemptions);
    expect(redeemed?.n).toBeGreaterThan(0);
  });
});
