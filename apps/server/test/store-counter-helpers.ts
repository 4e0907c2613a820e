import { randomBytes, randomInt } from 'node:crypto';
import { luhnCheckDigit } from '@ramkoll/shared/rules/luhn';
import { expect } from 'vitest';
import { profiles, users } from '../src/db/schema/accounts.js';
import { userBalances } from '../src/db/schema/points.js';
import { stores, storeStaffCodes } from '../src/db/schema/stores.js';
import { DEMO_PASSWORD, DEMO_STAFF_CODE } from '../src/db/seed/demo-accounts.js';
import { hashPassword } from '../src/lib/crypto/password-hash.js';
import { accessOnly, signedIn, uniqueEmail, type Cookies } from './auth-helpers.js';
import { grantPoints } from './factories.js';
import type { TestContext } from './helper.js';
// Brings the `app.accounts` decoration (staffCodeHash) into view.
export type { AccountsContext } from '../src/plugins/accounts.js';

export interface TestStore {
  /** Signed in, staff code confirmed. */
  cookies: Cookies;
  accountUserId: string;
  storeId: string;
  staffCodeId: string;
}

/** Confirms a staff code on a signed-in store session; fails the test otherwise. */
export async function confirmStaffCode(context: TestContext, cookies: Cookies, code: string): Promise<void> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/staff-code',
    payload: { code },
    cookies: accessOnly(cookies),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The demo store (butik@ramkoll.se) signed in with its staff code. */
export async function demoStoreSession(context: TestContext): Promise<Cookies> {
  const cookies = await signedIn(context.app, 'butik@ramkoll.se');
  await confirmStaffCode(context, cookies, DEMO_STAFF_CODE);
  return cookies;
}

/** An organisation number of 10 digits with a valid check digit, different every call. */
function organizationNumber(): string {
  const body = `55${String(randomInt(0, 1e7)).padStart(7, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

export interface InsertedStore {
  email: string;
  /** The staff code in clear, as the shop would type it. */
  code: string;
  accountUserId: string;
  storeId: string;
  staffCodeId: string;
}

/** A new approved store as an approval leaves it: account (demo password), store, one staff code, `points`. */
export async function insertStore(context: TestContext, points = 0): Promise<InsertedStore> {
  const email = uniqueEmail('butik');
  const [user] = await context.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning({ id: users.id });
  if (!user) throw new Error('insert returned nothing');
  await context.db.insert(profiles).values({ userId: user.id, role: 'store', fullName: 'Testbutiken AB' });
  await context.db.insert(userBalances).values({ userId: user.id, pointsBalance: 0 });
  const [store] = await context.db
    .insert(stores)
    .values({
      name: `Testcykel ${randomBytes(2).toString('hex')}`,
      organizationNumber: organizationNumber(),
      city: 'Uppsala',
      accountUserId: user.id,
    })
    .returning({ id: stores.id });
  if (!store) throw new Error('insert returned nothing');
  const code = `KOD${randomBytes(3).toString('hex').toUpperCase()}`;
  const [staffCode] = await context.db
    .insert(storeStaffCodes)
    .values({ storeId: store.id, codeHash: context.app.accounts.staffCodeHash(code), label: 'Kassan' })
    .returning({ id: storeStaffCodes.id });
  if (!staffCode) throw new Error('insert returned nothing');
  if (points > 0) await grantPoints(context.db, user.id, points);
  return { email, code, accountUserId: user.id, storeId: store.id, staffCodeId: staffCode.id };
}

/**
 * A new approved store (insertStore) signed in with its staff code (or only signed in, with
 * `confirmCode: false`).
 */
export async function newStore(
  context: TestContext,
  points = 0,
  { confirmCode = true }: { confirmCode?: boolean } = {},
): Promise<TestStore> {
  const { email, code, ...ids } = await insertStore(context, points);
  const cookies = await signedIn(context.app, email, DEMO_PASSWORD);
  if (confirmCode) await confirmStaffCode(context, cookies, code);
  return { cookies, ...ids };
}

let adultCounter = randomInt(0, 10_000);

/** A valid personnummer of an adult (born 1979) that no other call in this run repeats. */
export function adultPersonalNumber(): string {
  adultCounter += 1;
  const month = String(1 + (adultCounter % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(adultCounter / 12) % 28)).padStart(2, '0');
  const serial = String(100 + (Math.floor(adultCounter / 336) % 900));
  const body = `79${month}${day}${serial}`;
  return `19${body}${luhnCheckDigit(body)}`;
}

/** A form for a bike the store registers; `purchase` complete as a customer's registration needs it. */
export function bikeForm(
  frameNumber: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    frameNumber,
    bikeType: 'elcykel',
    brand: 'Crescent',
    model: 'Elina',
    color: 'Grön',
    description: 'Levererad med korg',
    batterySerialNumber: 'BAT-77',
    bikePhotoFileId: null,
    purchase: { price: 21995, receiptNumber: 'KV-1001', warrantyEndDate: '2030-06-30', receiptFileId: null },
    ...overrides,
  };
}

/** A valid personnummer of a child (born 2015). */
export function childPersonalNumber(): string {
  const body = '150101238';
  return `20${body}${luhnCheckDigit(body)}`;
}
