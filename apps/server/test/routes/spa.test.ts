import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helper.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>';

const SERVICE_WORKER = 'self.addEventListener("fetch", () => undefined);';
const MANIFEST = '{"name":"Ramkoll","start_url":"/","display":"standalone"}';

describe('web app serving', () => {
  let context: TestContext;

  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'ramkoll-web-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), INDEX);
    writeFileSync(join(webDistDir, 'assets', 'x.js'), 'console.log("x");');
    writeFileSync(join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(webDistDir, 'sw.js'), SERVICE_WORKER);
    writeFileSync(join(webDistDir, 'manifest.webmanifest'), MANIFEST);
    context = await createTestContext({ config: { webDistDir } });
  });

  afterAll(() => context.close());

  it.each(['/', '/my-bikes', '/admin-dashboard', '/auth?from=welcome'])(
    'answers index.html for %s',
    async (url) => {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('answers HEAD for a deep link', async () => {
    const response = await context.app.inject({ method: 'HEAD', url: '/my-bikes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("x");');
  });

  it('revalidates other static files', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker as JavaScript that is revalidated on every update check', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SERVICE_WORKER);
  });

  it('serves the web app manifest with its own content type', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(MANIFEST);
  });

  it.each(['/old-sw.js', '/missing.webmanifest', '/sw.js.map', '/styles.css?v=2', '/worker.mjs'])(
    'answers a missing code file %s with 404 instead of HTML',
    async (url) => {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    },
  );

  it('answers a missing asset with 404 instead of HTML', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends a CSP that lets the app run from its own origin', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/my-bikes' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('keeps API misses as JSON', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/my-bikes' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND' } });
  });
});

describe('without a web build', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext();
  });

  afterAll(() => context.close());

  it('answers 503 with instructions for non-API paths', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/my-bikes' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
