import { ZHealthResponse } from '@ramkoll/shared/schemas/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helper.js';

describe('GET /api/health', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext();
  });

  afterAll(() => context.close());

  it('answers ok when the database responds', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ZHealthResponse.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 degraded when the database is gone', async () => {
    const broken = await createTestContext();
    await broken.database.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(ZHealthResponse.parse(response.json())).toMatchObject({
        status: 'degraded',
        database: 'unreachable',
      });
    } finally {
      await broken.app.close();
      // The database is already closed; close() would close it twice.
    }
  });
});
