import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.js';
import { AppError } from '../../src/lib/app-error.js';
import { openTestDatabase, testAppConfig } from '../helper.js';
import type { Database } from '../../src/db/client.js';

let app: FastifyInstance;
let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  ({ database, dropDatabase } = await openTestDatabase());
  app = await buildApp(testAppConfig(), { db: database.db, listen: database.listen });
  // Probe routes exercising the error handler the way real routes will.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1) }),
        body: z.object({ email: z.email(), bikes: z.array(z.object({ frameNumber: z.string().min(6) })) }),
      },
    },
    (request) => ({ ok: true, page: request.query.page }),
  );
  typed.get('/api/test/app-error', () => {
    throw new AppError('FRAME_NUMBER_TAKEN', { frameNumber: 'ABC123' });
  });
  typed.get('/api/test/crash', () => {
    throw new Error('secret internals: password=hunter2');
  });
  typed.get('/api/test/database-down', () => {
    // As drizzle throws it when PostgreSQL refuses the connection.
    throw new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await dropDatabase();
});

describe('error responses', () => {
  it('answers unknown API paths with ROUTE_NOT_FOUND', async () => {
    for (const method of ['GET', 'POST', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      if (method !== 'HEAD') expect(response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND' } });
    }
  });

  it("answers an over-long path parameter and a malformed path with a coded 400, not the router's own body", async () => {
    for (const url of [`/api/bikes/${'x'.repeat(500)}/history`, '/api/bikes/%E0%A4%A/history']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: { code: 'BAD_REQUEST' } });
    }
  });

  it('refuses a NUL character anywhere in the input before the database sees it', async () => {
    const cases = [
      {
        url: '/api/test/echo?page=1',
        payload: { email: 'a\u0000@b.se', bikes: [] },
        where: ['body', 'email'],
      },
      {
        url: '/api/test/echo?page=1&q=%00',
        payload: { email: 'a@b.se', bikes: [] },
        where: ['querystring', 'q'],
      },
      {
        url: '/api/test/echo?page=1',
        payload: { email: 'a@b.se', bikes: [{ frameNumber: 'WTU\u0000123' }] },
        where: ['body', 'bikes.0.frameNumber'],
      },
    ];
    for (const { url, payload, where } of cases) {
      const response = await app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          details: [{ location: where[0], path: where[1], code: 'nul_character' }],
        },
      });
    }
  });

  it('refuses a lone surrogate (no character at all) anywhere with VALIDATION_FAILED before the handler', async () => {
    // Found by fuzzing the bill of sale's fields: PGlite failed on "\udc00" with a 500.
    const cases = [
      { payload: '{"email":"a\\udc00@b.se","bikes":[]}', where: 'email' },
      {
        payload: '{"email":"a@b.se","bikes":[{"frameNumber":"WTU\\ud800123"}]}',
        where: 'bikes.0.frameNumber',
      },
    ];
    for (const { payload, where } of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo?page=1',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          details: [{ location: 'body', path: where, code: 'ill_formed_text' }],
        },
      });
    }
    // A real character outside the basic plane (a surrogate pair) is text like any other.
    const pair = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1',
      payload: { email: 'a@b.se', bikes: [{ frameNumber: 'WTU🚲123' }] },
    });
    expect(pair.statusCode).toBe(200);
  });

  it('answers an invalid body with VALIDATION_FAILED and the paths of the issues', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1',
      payload: { email: 'not-an-email', bikes: [{ frameNumber: 'abc' }] },
    });
    expect(response.statusCode).toBe(400);
    const body = ZApiError.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'body', path: 'email' }),
        expect.objectContaining({ location: 'body', path: 'bikes.0.frameNumber' }),
      ]),
    );
  });

  it('answers an invalid query string with VALIDATION_FAILED', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=zero',
      payload: { email: 'anna@ramkoll.se', bikes: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [expect.objectContaining({ location: 'querystring', path: 'page' })],
      },
    });
  });

  it('answers malformed JSON with a client error code, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(ZApiError.parse(response.json()).error.code).toBe('BAD_REQUEST');
  });

  it('passes an AppError through with its status and details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'FRAME_NUMBER_TAKEN', details: { frameNumber: 'ABC123' } },
    });
  });

  it('hides unexpected errors behind a generic INTERNAL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL' } });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while the database cannot be reached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/database-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(response.body).not.toContain('5432');
  });

  it('serves the OpenAPI document and its UI', async () => {
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = z
      .object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) })
      .parse(spec.json());
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/session']));
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
