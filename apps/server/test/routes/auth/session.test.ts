import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '../../../src/plugins/auth.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
const signedOut = {
  user: null,
  expiresAt: null,
  idleExpiresInSeconds: null,
  idleTimeoutSeconds: 1200,
  idleWarningSeconds: 300,
};

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(() => context.close());

describe('GET /api/auth/session', () => {
  it('answers user null when signed out', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(ZSessionResponse.parse(response.json())).toEqual(signedOut);
  });

  it('ignores an access-token cookie that nothing can verify', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { [ACCESS_TOKEN_COOKIE]: 'forged.token.value' },
    });
    expect(response.json()).toEqual(signedOut);
  });
});
