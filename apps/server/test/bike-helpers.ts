import { randomBytes, randomInt } from 'node:crypto';
import { luhnCheckDigit } from '@ramkoll/shared/rules/luhn';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../src/db/schema/accounts.js';
import { bikes } from '../src/db/schema/bikes.js';
import { ownershipEvents } from '../src/db/schema/ownership.js';
import { pointsLedger, userBalances } from '../src/db/schema/points.js';
import { createPersonalNumberCipher } from '../src/lib/crypto/personal-number-cipher.js';
import { ACCESS_TOKEN_COOKIE } from '../src/plugins/auth.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/services/auth/access-token.js';
import { openSession } from '../src/services/auth/session-store.js';
import { accessOnly, cookiesFrom, registerWithEid, signUp, type Cookies } from './auth-helpers.js';
import { createReceiptFile, grantPoints, type ReceiptFacts } from './factories.js';
import type { TestContext } from './helper.js';

export interface TestCustomer {
  cookies: Cookies;
  userId: string;
  /** The keyed hash of their personnummer, from the app's own cipher; null without one. */
  personalNumberHash: string | null;
  /** Their 12-digit personnummer; null without one. */
  personalNumber: string | null;
}

let personCounter = randomInt(0, 10_000);

/** A valid personnummer (born 1985, Luhn digit computed) that no other call in this file repeats. */
function nextPersonalNumber(): string {
  personCounter += 1;
  const month = String(1 + (personCounter % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(personCounter / 12) % 28)).padStart(2, '0');
  const serial = String(100 + (Math.floor(personCounter / 336) % 900));
  const body = `85${month}${day}${serial}`;
  return `19${body}${luhnCheckDigit(body)}`;
}

/** A customer registered with (simulated) BankID, signed in, holding `points`. */
export async function newCustomer(context: TestContext, points = 0): Promise<TestCustomer> {
  const personalNumber = nextPersonalNumber();
  const response = await registerWithEid(context.app, personalNumber, { fullName: 'Olle Ägare' });
  expect(response.statusCode, response.body).toBe(201);
  const userId = ZSessionResponse.parse(response.json()).user?.id ?? '';
  if (points > 0) await grantPoints(context.db, userId, points);
  const cipher = createPersonalNumberCipher(context.dataEncryptionKey);
  return {
    cookies: cookiesFrom(response),
    userId,
    personalNumberHash: cipher.hash(personalNumber),
    personalNumber,
  };
}

/** A customer who signed up by e-mail and so has no personnummer in the profile. */
export async function newCustomerWithoutPersonalNumber(
  context: TestContext,
  points = 0,
): Promise<TestCustomer> {
  const response = await signUp(context.app);
  expect(response.statusCode, response.body).toBe(201);
  const userId = ZSessionResponse.parse(response.json()).user?.id ?? '';
  if (points > 0) await grantPoints(context.db, userId, points);
  return { cookies: cookiesFrom(response), userId, personalNumberHash: null, personalNumber: null };
}

/**
 * Cookies of a new session for an existing user, opened at the app's clock without a sign-in (no
 * argon2, no e-ID): the session row and an access token from the app's own signer. The row records
 * `ipAddress` as a sign-in from there would.
 */
export async function freshSession(
  context: TestContext,
  userId: string,
  ipAddress: string | null = null,
): Promise<Cookies> {
  const { auth } = context.app;
  const now = auth.clock.now();
  const meta = { ipAddress, userAgent: null };
  const session = await openSession({ db: context.db, userId, now, settings: auth.sessions, meta });
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  const token = await auth.tokens.sign({ userId, sessionId: session.sessionId, expiresAt });
  return { [ACCESS_TOKEN_COOKIE]: token };
}

/** The e-mail address a test customer signed up with. */
export async function emailOf(context: TestContext, customer: { userId: string }): Promise<string> {
  const [row] = await context.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, customer.userId));
  return row?.email ?? '';
}

/** Letters and digits, 12 characters, different every call. */
export function uniqueFrameNumber(prefix = 'RK'): string {
  return `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** A receipt the customer uploaded, read as naming this frame number, them, and a seller. */
export function verifiedReceipt(
  context: TestContext,
  customer: TestCustomer,
  frameNumber: string,
  facts: Partial<ReceiptFacts> = {},
): Promise<string> {
  return createReceiptFile(context.db, {
    ownerUserId: customer.userId,
    scan: {
      frameNumbers: [frameNumber],
      personalNumberHashes: customer.personalNumberHash ? [customer.personalNumberHash] : [],
      sellerInfoFound: true,
      ...facts,
    },
  });
}

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * app.inject as the browser would call the API: the access cookie (or none), a JSON body, and the
 * caller's address where a test counts per source.
 */
export function callApi(
  context: TestContext,
  cookies: Cookies | null,
  method: ApiMethod,
  url: string,
  payload?: Record<string, unknown>,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return context.app.inject({
    method,
    url,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

export function callBikes(
  context: TestContext,
  cookies: Cookies | null,
  method: ApiMethod,
  path: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return callApi(context, cookies, method, `/api/me/bikes${path}`, payload);
}

/** POST /api/me/bikes with a complete form; `fields` override or add to it. */
export function registerBike(
  context: TestContext,
  customer: TestCustomer,
  fields: { frameNumber: string; receiptFileId: string | null } & Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return callBikes(context, customer.cookies, 'POST', '', {
    bikeType: 'hybrid',
    brand: 'Crescent',
    model: 'Alvar',
    color: 'Blå',
    ...fields,
  });
}

/** Registers a bike with its own verified receipt and answers its id (the customer needs 100 points). */
export async function registeredBike(context: TestContext, customer: TestCustomer): Promise<string> {
  const frameNumber = uniqueFrameNumber();
  const receiptFileId = await verifiedReceipt(context, customer, frameNumber);
  const response = await registerBike(context, customer, { frameNumber, receiptFileId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ bike: { id: string } }>().bike.id;
}

/** What a refused request must leave untouched. */
export async function ownerState(context: TestContext, userId: string) {
  const { db } = context;
  const [bikeCount] = await db.select({ n: count() }).from(bikes).where(eq(bikes.ownerId, userId));
  const [balance] = await db
    .select({ points: userBalances.pointsBalance })
    .from(userBalances)
    .where(eq(userBalances.userId, userId));
  const [ledger] = await db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId));
  const [events] = await db
    .select({ n: count() })
    .from(ownershipEvents)
    .where(eq(ownershipEvents.ownerUserId, userId));
  return { bikes: bikeCount?.n, balance: balance?.points ?? 0, ledger: ledger?.n, events: events?.n };
}

/** A user's points balance (0 without a balance row). */
export async function balanceOf(context: TestContext, userId: string): Promise<number> {
  const [row] = await context.db
    .select({ points: userBalances.pointsBalance })
    .from(userBalances)
    .where(eq(userBalances.userId, userId));
  return row?.points ?? 0;
}
