import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helper.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(() => context.close());

it('documents every account endpoint with its schemas', async () => {
  const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const { paths } = response.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
  for (const [path, method] of [
    ['/api/auth/session', 'get'],
    ['/api/auth/sign-up', 'post'],
    ['/api/auth/sign-in', 'post'],
    ['/api/auth/refresh', 'post'],
    ['/api/auth/sign-out', 'post'],
    ['/api/auth/password-reset', 'post'],
    ['/api/auth/password-reset/confirm', 'post'],
    ['/api/auth/eid/register', 'post'],
    ['/api/auth/eid/sign-in', 'post'],
    ['/api/auth/staff-code', 'post'],
    ['/api/me/balance', 'get'],
    ['/api/me/receipts/pending-count', 'get'],
    ['/api/me/consent', 'get'],
    ['/api/me/consent', 'put'],
    ['/api/me/menus', 'put'],
    ['/api/store/me', 'get'],
    ['/api/admin/overview', 'get'],
  ] as const) {
    expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
  }
  expect(paths['/api/auth/sign-up']?.post?.requestBody).toBeDefined();
});
