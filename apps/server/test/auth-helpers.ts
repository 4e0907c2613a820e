import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../src/plugins/auth.js';
import type { Clock } from '../src/lib/clock.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.js';
import { luhnCheckDigit } from '@ramkoll/shared/rules/luhn';
import { ZSessionResponse, type SessionUser } from '@ramkoll/shared/schemas/session';

/** A clock the test moves by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

export type Cookies = Record<string, string>;

/** The session cookies a response set (an empty value means cleared). */
export function cookiesFrom(response: LightMyRequestResponse): Cookies {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export function accessOnly(cookies: Cookies): Cookies {
  return { [ACCESS_TOKEN_COOKIE]: cookies[ACCESS_TOKEN_COOKIE] ?? '' };
}

export function refreshOnly(cookies: Cookies): Cookies {
  return { [REFRESH_TOKEN_COOKIE]: cookies[REFRESH_TOKEN_COOKIE] ?? '' };
}

/** The status of a signed-in customer request (`GET /api/me/bikes`) with these cookies' access token. */
export async function myBikes(app: FastifyInstance, cookies: Cookies): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/me/bikes', cookies: accessOnly(cookies) })).statusCode;
}

/**
 * The status `myBikes` settles to once the app has heard the database's announcement of a change
 * (decision 036; at most 2 s).
 */
export async function settlesTo(app: FastifyInstance, cookies: Cookies, status: number): Promise<number> {
  const until = Date.now() + 2_000;
  let answer = await myBikes(app, cookies);
  while (answer !== status && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await myBikes(app, cookies);
  }
  return answer;
}

/** A client IP per call, so the per-IP sign-up limit never trips in tests that do not test it. */
export function randomIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.se`;
}

export async function signUp(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
  remoteAddress = randomIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress,
    payload: { email: uniqueEmail(), password: 'hemligt123', fullName: 'Test Testsson', ...body },
  });
}

/** Signs in from `remoteAddress` (light-my-request's 127.0.0.1 unless given). */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Signs in and returns the cookies; fails the test if sign-in did not succeed. */
export async function signedIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Cookies> {
  const response = await signIn(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return cookiesFrom(response);
}

/** The signed-in user behind the cookies, as GET /api/auth/session reports it. */
export async function sessionUserOf(app: FastifyInstance, cookies: Cookies): Promise<SessionUser> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/session',
    cookies: accessOnly(cookies),
  });
  const { user } = ZSessionResponse.parse(response.json());
  if (!user) throw new Error('not signed in');
  return user;
}

export function errorOf(response: LightMyRequestResponse): { code: string; details?: unknown } {
  return response.json<{ error: { code: string; details?: unknown } }>().error;
}

/** A valid 12-digit personnummer born in `year` (Luhn digit computed), distinct per call. */
export function personalNumberBornIn(year: number): string {
  const serial = String(100 + (randomBytes(2).readUInt16BE(0) % 900));
  const day = String(1 + ((randomBytes(1)[0] ?? 0) % 28)).padStart(2, '0');
  const body = `${String(year).slice(2)}05${day}${serial}`;
  return `${String(year).slice(0, 2)}${body}${luhnCheckDigit(body)}`;
}

/**
 * An e-ID identification with the simulator (decision 087), as a browser makes it: start the
 * order (which sets the `ramkoll_eid` cookie), then follow it until it is complete. The simulator
 * of the test app completes at once (BANKID_DELAY_MS 0).
 */
export async function identifyWithEid(
  app: FastifyInstance,
  personalNumber: string,
  {
    purpose = 'register',
    remoteAddress = randomIp(),
  }: { purpose?: 'sign_in' | 'register'; remoteAddress?: string } = {},
): Promise<{ orderId: string; cookies: Cookies; remoteAddress: string }> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/auth/eid/orders',
    remoteAddress,
    payload: { purpose, personalNumber },
  });
  if (started.statusCode !== 201) throw new Error(`e-ID start: ${started.statusCode} ${started.body}`);
  const cookies = cookiesFrom(started);
  const orderId = started.json<{ id: string }>().id;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const followed = await app.inject({
      method: 'GET',
      url: `/api/auth/eid/orders/${orderId}`,
      cookies,
      remoteAddress,
    });
    const status = followed.json<{ status: string }>().status;
    if (status === 'complete') return { orderId, cookies, remoteAddress };
    if (status !== 'pending') throw new Error(`e-ID order ${status}: ${followed.body}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('e-ID order did not complete');
}

/** Registration with e-ID: identify, then send the form with the completed order. */
export async function registerWithEid(
  app: FastifyInstance,
  personalNumber: string,
  form: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  const { orderId, cookies, remoteAddress } = await identifyWithEid(app, personalNumber);
  const email = uniqueEmail('eid');
  return app.inject({
    method: 'POST',
    url: '/api/auth/eid/register',
    cookies,
    remoteAddress,
    payload: {
      orderId,
      fullName: 'Britt Bankid',
      email,
      emailConfirmation: email,
      countryCode: '+46',
      phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      ...form,
    },
  });
}

/** "Logga in med BankID": identify, then sign in with the completed order. */
export async function signInWithEid(
  app: FastifyInstance,
  personalNumber: string,
): Promise<LightMyRequestResponse> {
  const { orderId, cookies, remoteAddress } = await identifyWithEid(app, personalNumber, {
    purpose: 'sign_in',
  });
  return app.inject({
    method: 'POST',
    url: '/api/auth/eid/sign-in',
    cookies,
    remoteAddress,
    payload: { orderId },
  });
}
