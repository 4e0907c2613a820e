import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { accessOnly, errorOf, type Cookies } from './auth-helpers.js';
import type { TestContext } from './helper.js';

/** GET on one admin analytics endpoint with a query string, as the caller with `cookies` (or none). */
export type AnalyticsGet = (cookies: Cookies | null, query: string) => Promise<LightMyRequestResponse>;

/** A GET for `/api/admin/<endpoint>`: what the three analytics test files call. */
export function analyticsGet(context: TestContext, endpoint: string): AnalyticsGet {
  return (cookies, query) =>
    context.app.inject({
      method: 'GET',
      url: `/api/admin/${endpoint}?${query}`,
      ...(cookies ? { cookies: accessOnly(cookies) } : {}),
    });
}

/** Anonymous callers get 401 UNAUTHENTICATED, a customer and a store 403 FORBIDDEN. */
export async function expectAdminsOnly(
  get: AnalyticsGet,
  callers: { customer: Cookies; store: Cookies },
  query: string,
): Promise<void> {
  for (const [cookies, status, code] of [
    [null, 401, 'UNAUTHENTICATED'],
    [callers.customer, 403, 'FORBIDDEN'],
    [callers.store, 403, 'FORBIDDEN'],
  ] as const) {
    const response = await get(cookies, query);
    expect(response.statusCode).toBe(status);
    expect(errorOf(response).code).toBe(code);
  }
}

/**
 * 30 February, a word for a date and a reversed range are VALIDATION_FAILED naming the field and
 * the problem, as is `tooLong` (a query whose range is longer than the endpoint allows).
 */
export async function expectBadRangesRefused(
  get: AnalyticsGet,
  admin: Cookies,
  tooLong: string,
): Promise<void> {
  for (const [query, field, problem] of [
    ['from=2031-02-30&to=2031-03-01', 'from', 'invalid'],
    ['from=2031-03-01&to=igår', 'to', 'invalid'],
    ['from=2031-03-10&to=2031-03-01', 'to', 'before_from'],
    [tooLong, 'from', 'range_too_long'],
  ] as const) {
    const response = await get(admin, query);
    expect(response.statusCode, query).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', details: { field, problem } });
  }
}
