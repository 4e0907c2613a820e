import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCrossOrigin } from '../../src/plugins/same-origin.js';
import { accessOnly, cookiesFrom, errorOf, sessionUserOf, signUp, type Cookies } from '../auth-helpers.js';
import { createTestContext, type TestContext } from '../helper.js';

// testAppConfig's public URL; light-my-request sends `Host: localhost:80`.
const PUBLIC_ORIGIN = 'http://localhost:3000';
const own = { publicOrigin: PUBLIC_ORIGIN, host: 'localhost:80' };

describe('isCrossOrigin', () => {
  it('lets the public origin, the requested host and programs without browser headers through', () => {
    expect(isCrossOrigin({ origin: PUBLIC_ORIGIN }, own)).toBe(false);
    expect(isCrossOrigin({ origin: 'http://localhost:80' }, own)).toBe(false);
    expect(isCrossOrigin({}, own)).toBe(false);
    expect(isCrossOrigin({ 'sec-fetch-site': 'same-origin' }, own)).toBe(false);
    expect(isCrossOrigin({ 'sec-fetch-site': 'none' }, own)).toBe(false);
  });

  it('refuses another site, a sibling site, an opaque origin and garbage', () => {
    expect(isCrossOrigin({ origin: 'https://evil.example' }, own)).toBe(true);
    expect(isCrossOrigin({ origin: 'http://localhost:3001' }, own)).toBe(true);
    expect(isCrossOrigin({ origin: 'null' }, own)).toBe(true);
    expect(isCrossOrigin({ origin: '::not a url' }, own)).toBe(true);
    expect(isCrossOrigin({ 'sec-fetch-site': 'cross-site' }, own)).toBe(true);
    expect(isCrossOrigin({ 'sec-fetch-site': 'same-site' }, own)).toBe(true);
  });
});

describe('state-changing requests from another site (CSRF)', () => {
  let context: TestContext;
  let cookies: Cookies;

  beforeAll(async () => {
    context = await createTestContext();
    const response = await signUp(context.app);
    expect(response.statusCode, response.body).toBe(201);
    cookies = cookiesFrom(response);
  });
  afterAll(() => context.close());

  it('refuses a cross-site sign-out with CROSS_ORIGIN_REQUEST and the session lives on', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers,
        cookies,
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'CROSS_ORIGIN_REQUEST' });
    }
    expect((await sessionUserOf(context.app, cookies)).role).toBe('customer');
  });

  it('refuses a cross-site sign-up before it creates anything', async () => {
    const email = 'csrf-victim@example.se';
    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: 'https://evil.example' },
      payload: { email, password: 'hemligt123', fullName: 'Test Testsson' },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('CROSS_ORIGIN_REQUEST');
    // The same e-mail is still free: the refused request wrote nothing.
    const accepted = await signUp(context.app, { email });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('answers reads from anywhere, and writes from the app itself', async () => {
    const read = await context.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      cookies: accessOnly(cookies),
    });
    expect(read.statusCode).toBe(200);
    const write = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: PUBLIC_ORIGIN, 'sec-fetch-site': 'same-origin' },
      cookies,
    });
    expect(write.statusCode, write.body).toBeLessThan(300);
  });
});
