import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env.js';
import { createTestContext, type TestContext } from '../helper.js';

/**
 * Issue 50, item 9: the development mailbox (every temporary password and reset link) answered
 * anyone whenever NODE_ENV was not production, and `npm start` listens on every interface; the
 * API's map (Swagger UI, the OpenAPI document) was public in production. Decision 093.
 */

/** A web build of one page, so an unknown path answers as in production: the app's 404 page. */
const webDistDir = mkdtempSync(join(tmpdir(), 'ramkoll-web-doors-'));
writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Ramkoll</title><div id="root"></div>');

afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

describe('the development mailbox, as `npm start` serves it', () => {
  let context: TestContext;

  beforeAll(async () => {
    // As development starts (DEV_MAILBOX and API_DOCS by default), behind a proxy it trusts, as
    // the e2e server runs (TRUST_PROXY=true): X-Forwarded-For then decides request.ip.
    const development = parseEnv({ NODE_ENV: 'development', TRUST_PROXY: 'true' });
    expect(development).toMatchObject({ devMailbox: true, apiDocs: true, trustProxy: true });
    context = await createTestContext({
      config: {
        webDistDir,
        devMailbox: development.devMailbox,
        apiDocs: development.apiDocs,
        trustProxy: development.trustProxy,
      },
    });
  });

  afterAll(() => context.close());

  const get = (url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) =>
    context.app.inject({ method: 'GET', url, ...options });

  it('answers a browser on this machine', async () => {
    for (const [remoteAddress, host] of [
      ['127.0.0.1', 'localhost:3000'],
      ['127.0.0.1', '127.0.0.1:3000'],
      ['::1', '[::1]:3000'],
      ['::ffff:127.0.0.1', 'localhost:3000'],
    ] as const) {
      const response = await get('/dev/mailbox', { remoteAddress, headers: { host } });
      expect(response.statusCode, `${remoteAddress} ${host}`).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Dev mailbox');
    }
  });

  it('answers anyone else as a path that does not exist', async () => {
    const unknown = await get('/dev/no-such-page', { remoteAddress: '203.0.113.7' });
    expect(unknown.statusCode).toBe(404);
    const attempts: [string, Omit<InjectOptions, 'method' | 'url'>][] = [
      ['another computer', { remoteAddress: '203.0.113.7' }],
      ['the local network', { remoteAddress: '192.168.1.20', headers: { host: '192.168.1.10:3000' } }],
      // The header anyone can write, which TRUST_PROXY makes request.ip.
      [
        'another computer naming itself 127.0.0.1',
        { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } },
      ],
      // A proxy on this machine: the socket is loopback, the person is not.
      [
        'a proxy on this machine',
        { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } },
      ],
      ['a proxy saying Forwarded', { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.7' } }],
      ['a proxy saying X-Real-IP', { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.7' } }],
      // DNS rebinding: another site's page whose name now points at 127.0.0.1.
      [
        'another site renamed to 127.0.0.1',
        { remoteAddress: '127.0.0.1', headers: { host: 'evil.example:3000' } },
      ],
    ];
    for (const [who, options] of attempts) {
      const response = await get('/dev/mailbox', options);
      expect(response.statusCode, who).toBe(404);
      expect(response.body, who).toBe(unknown.body);
      expect(response.body, who).not.toContain('Dev mailbox');
    }
  });

  it('serves the API documentation outside production', async () => {
    expect((await get('/api/docs/json')).statusCode).toBe(200);
    expect((await get('/api/docs/')).statusCode).toBe(200);
  });
});

describe('a production configuration', () => {
  let context: TestContext;

  beforeAll(async () => {
    const production = parseEnv({ NODE_ENV: 'production' });
    expect(production).toMatchObject({ devMailbox: false, apiDocs: false });
    context = await createTestContext({
      config: { webDistDir, devMailbox: production.devMailbox, apiDocs: production.apiDocs },
    });
  });

  afterAll(() => context.close());

  it('serves neither the mailbox nor the API documentation, even to this machine', async () => {
    for (const url of ['/dev/mailbox', '/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/swagger|openapi|Dev mailbox/i);
    }
    expect(context.app.routeTable.some(({ url }) => url.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the API documentation with API_DOCS=true', async () => {
    const withDocs = parseEnv({ NODE_ENV: 'production', API_DOCS: 'true' });
    expect(withDocs.apiDocs).toBe(true);
    const documented = await createTestContext({
      config: { webDistDir, devMailbox: false, apiDocs: withDocs.apiDocs },
    });
    try {
      const response = await documented.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ openapi: string }>().openapi).toMatch(/^3\./);
    } finally {
      await documented.close();
    }
  });
});
