import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/accounts.js';
import { cookiesFrom, signedIn, signUp, uniqueEmail, type Cookies } from '../auth-helpers.js';
import { createTestContext, type TestContext } from '../helper.js';
import type { PageRenderer } from '../../src/plugins/spa.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>';

const SERVICE_WORKER = 'self.addEventListener("fetch", () => undefined);';
const MANIFEST = '{"name":"Ramkoll","start_url":"/","display":"standalone"}';
/** Large and repetitive enough that every encoding is smaller than the original, like a real bundle. */
const APP_JS = Array.from({ length: 200 }, (_, i) => `export const label${i} = 'Cykel nummer ${i}';`).join(
  '\n',
);
const PAGE_HTML = `<!doctype html><html lang="sv"><body>${'<p>Ramkoll</p>'.repeat(100)}</body></html>`;
/** Deep links answer this one; big enough to be worth compressing. */
const LARGE_INDEX = `<!doctype html><html lang="sv"><head><title>Ramkoll</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}<script type="module" src="/assets/app.js"></script></body></html>`;
/** The copies the web build prerenders per language (scripts/prerender-web.mjs). */
const PRERENDERED_COPIES = [
  'home',
  'home-consented',
  'auth',
  'auth-consented',
  'home-customer',
  'home-customer-consented',
];
const precompressScript = resolve(import.meta.dirname, '../../../../scripts/precompress-web.mjs');

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

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

  it.each(['/', '/my-bikes', '/my-bikes/', '/admin-dashboard', '/auth?from=welcome', '/q/DEMOSTULEN1'])(
    'answers index.html for %s',
    async (url) => {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it.each(['/no-such-page', '/my-bikes/extra', '/q', '/wp-login.php?x=1'])(
    'answers index.html with 404 for %s, which is no page of the app',
    async (url) => {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      // The app still loads and shows its own "page not found".
      expect(response.body).toBe(INDEX);
      const head = await context.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(404);
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

describe('precompressed web app files', () => {
  let context: TestContext;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'ramkoll-web-compressed-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), LARGE_INDEX);
    writeFileSync(join(webDistDir, 'assets', 'app.js'), APP_JS);
    writeFileSync(join(webDistDir, 'page.html'), PAGE_HTML);
    writeFileSync(join(webDistDir, 'sw.js'), SERVICE_WORKER.repeat(20));
    // An image is never precompressed: it is served as it is whatever the browser accepts.
    mkdirSync(join(webDistDir, 'icons'));
    writeFileSync(join(webDistDir, 'icons', 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    // The same step the web build runs after Vite.
    const run = spawnSync(process.execPath, [precompressScript, webDistDir], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    context = await createTestContext({ config: { webDistDir } });
  });

  afterAll(() => context.close());

  it('writes brotli and gzip copies beside text files, never beside images', () => {
    for (const file of ['index.html', 'assets/app.js', 'page.html', 'sw.js']) {
      expect(existsSync(join(webDistDir, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(webDistDir, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(join(webDistDir, 'icons', 'icon.png.br'))).toBe(false);
    expect(existsSync(join(webDistDir, 'icons', 'icon.png.gz'))).toBe(false);
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
  ])('sends a hashed asset to "Accept-Encoding: %s" as %s', async (acceptEncoding, encoding) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(APP_JS));
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decode(encoding, response.rawPayload)).toBe(APP_JS);
  });

  it.each([undefined, 'identity', 'deflate'])(
    'sends the original file when the browser accepts no stored encoding (%s)',
    async (acceptEncoding) => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/assets/app.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      // A shared cache must not hand this identity copy to a browser that accepts brotli.
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.body).toBe(APP_JS);
    },
  );

  it.each(['/', '/my-bikes', '/admin-dashboard?tab=2'])('sends index.html compressed for %s', async (url) => {
    const response = await context.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode('br', response.rawPayload)).toBe(LARGE_INDEX);
  });

  it('sends a deep link gzip-compressed to a browser without brotli, and plain to one without either', async () => {
    const gzipped = await context.app.inject({
      method: 'GET',
      url: '/my-bikes',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gzipped.rawPayload)).toBe(LARGE_INDEX);
    const plain = await context.app.inject({ method: 'GET', url: '/my-bikes' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LARGE_INDEX);
  });

  it('keeps the service worker a revalidated JavaScript file when compressed', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode('br', response.rawPayload)).toBe(SERVICE_WORKER.repeat(20));
  });

  it('sends a static page compressed with its own type', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/page.html',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(decode('br', response.rawPayload)).toBe(PAGE_HTML);
  });

  it('sends an image as it is, whatever the browser accepts', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/icons/icon.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.length).toBe(8);
  });

  it('keeps the CSP on compressed answers', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/my-bikes',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('still answers a missing asset with 404 when the browser accepts compression', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('prerendered visitor pages', () => {
  let context: TestContext;
  let webDistDir: string;
  /** Each copy says which it is, so a test sees which one was sent. */
  const page = (language: string, name: string) =>
    `<!doctype html><html lang="${language}"><body><div id="root" inert><main>${language}/${name}</main>${'<p>Ramkoll</p>'.repeat(60)}</div></body></html>`;
  const shown = (body: string) => /<main>([^<]+)<\/main>/.exec(body)?.[1] ?? 'index.html';

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'ramkoll-web-prerendered-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), LARGE_INDEX);
    for (const language of ['sv', 'en']) {
      mkdirSync(join(webDistDir, 'prerendered', language), { recursive: true });
      for (const name of PRERENDERED_COPIES) {
        writeFileSync(join(webDistDir, 'prerendered', language, `${name}.html`), page(language, name));
      }
    }
    const run = spawnSync(process.execPath, [precompressScript, webDistDir], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    context = await createTestContext({ config: { webDistDir }, seed: true });
  });

  afterAll(() => context.close());

  it.each([
    ['/', '', 'sv/home'],
    ['/', 'ramkoll_lang=en', 'en/home'],
    ['/', 'ramkoll_consent=1', 'sv/home-consented'],
    ['/', 'ramkoll_lang=en; ramkoll_consent=1', 'en/home-consented'],
    ['/?from=sticker', '', 'sv/home'],
    ['/auth', '', 'sv/auth'],
    ['/auth?redirect=%2Fmy-bikes', 'ramkoll_lang=en', 'en/auth'],
    ['/auth', 'ramkoll_consent=1; other=x', 'sv/auth-consented'],
    // Only the two languages there are; anything else is the default, Swedish.
    ['/', 'ramkoll_lang=de', 'sv/home'],
    ['/', 'ramkoll_lang=../../index', 'sv/home'],
  ])('sends %s with cookies "%s" as the prerendered %s', async (url, cookie, expected) => {
    const response = await context.app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    // Which copy depends on the cookies: no shared cache may give one visitor's to another.
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    expect(shown(response.body)).toBe(expected);
  });

  it.each(['ramkoll_access=token', 'ramkoll_refresh=token', 'ramkoll_lang=en; ramkoll_refresh=token'])(
    "sends the plain index.html to someone with a session cookie (%s): their page is not the visitor's",
    async (cookie) => {
      for (const url of ['/', '/auth']) {
        const response = await context.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(LARGE_INDEX);
      }
    },
  );

  /** The cookies as a browser sends them to `/`: the access token (the refresh token's path is /api/auth). */
  const header = (cookies: Cookies, extra = '') =>
    [`ramkoll_access=${cookies.ramkoll_access ?? ''}`, extra].filter(Boolean).join('; ');

  it("sends a signed-in customer the layout of their home on /, in their cookies' language and banner state", async () => {
    const customer = cookiesFrom(await signUp(context.app));
    for (const [extra, expected] of [
      ['', 'sv/home-customer'],
      ['ramkoll_lang=en; ramkoll_consent=1', 'en/home-customer-consented'],
    ] as const) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: header(customer, extra) },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers.vary)).toMatch(/cookie/i);
      expect(shown(response.body)).toBe(expected);
    }
    // Their other pages have no copy: /auth is the visitor's page, and theirs is not.
    const auth = await context.app.inject({
      method: 'GET',
      url: '/auth',
      headers: { cookie: header(customer) },
    });
    expect(auth.body).toBe(LARGE_INDEX);
  });

  it.each([
    ['a store', 'butik@ramkoll.se'],
    ['an admin', 'admin@ramkoll.se'],
  ])("sends %s the plain index.html on /: the customer's layout is not their home", async (_who, email) => {
    const cookies = await signedIn(context.app, email);
    const response = await context.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: header(cookies) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LARGE_INDEX);
  });

  it('sends the plain index.html to a customer whose password is temporary: their page asks for a new one (decision 091)', async () => {
    const email = uniqueEmail('tillfallig');
    expect((await signUp(context.app, { email, password: 'tillfälligt-1' })).statusCode).toBe(201);
    await context.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, email));
    const cookies = await signedIn(context.app, email, 'tillfälligt-1');
    const response = await context.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: header(cookies) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LARGE_INDEX);
  });

  it('sends the plain index.html once the session has ended, even with its access cookie', async () => {
    const customer = cookiesFrom(await signUp(context.app));
    const signOut = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: customer,
    });
    expect(signOut.statusCode).toBeLessThan(300);
    const response = await context.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: header(customer) },
    });
    expect(response.body).toBe(LARGE_INDEX);
  });

  it('sends the prerendered copy compressed as the browser accepts', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/auth',
      headers: { 'accept-encoding': 'br, gzip', cookie: 'ramkoll_lang=en' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(shown(decode('br', response.rawPayload))).toBe('en/auth');
  });

  it('answers HEAD for the prerendered pages', async () => {
    const response = await context.app.inject({ method: 'HEAD', url: '/auth' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it.each(['/auth?from=welcome', '/auth?reset=abc123'])(
    'sends the plain index.html for %s: the copy has neither the greeting nor the new-password form',
    async (url) => {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(LARGE_INDEX);
    },
  );

  it('prerenders no other page: deep links still get index.html', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/register' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LARGE_INDEX);
  });
});

describe("a customer's home rendered for them (decision 086)", () => {
  /** The real web build: the renderer and its page templates come with it (`npm run build`). */
  const webDistDir = resolve(import.meta.dirname, '../../../web/dist');
  let context: TestContext;

  beforeAll(async () => {
    if (!existsSync(resolve(webDistDir, '../dist-prerender/prerender.js')))
      throw new Error('These tests render with the web build: run `npm run build` first');
    context = await createTestContext({ config: { webDistDir }, seed: true });
  });

  afterAll(() => context.close());

  const home = (cookies: Cookies, extra = '', encoding = 'identity') =>
    context.app.inject({
      method: 'GET',
      url: '/',
      headers: {
        cookie: [`ramkoll_access=${cookies.ramkoll_access ?? ''}`, extra].filter(Boolean).join('; '),
        'accept-encoding': encoding,
      },
    });

  /** What the page came with for the app: the query cache it was rendered from. */
  function pageData(body: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
    const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(body)?.[1];
    if (!json) throw new Error('no page data in the page');
    return JSON.parse(json) as ReturnType<typeof pageData>;
  }

  it('sends each customer their own home, with their name, points and lists, never stored by a cache', async () => {
    const lova = cookiesFrom(await signUp(context.app, { fullName: 'Lova Layoutsson' }));
    const tor = cookiesFrom(await signUp(context.app, { fullName: 'Tor Tvåsson' }));
    const response = await home(lova);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    expect(response.body).toContain('<html lang="sv"');
    expect(response.body).toContain('Hej Lova!');
    expect(response.body).toContain('Stulna cyklar');
    expect(response.body).not.toContain('Tor');
    // Nothing still loading: the lists and the points came with the page.
    expect(response.body).not.toContain('Hämtar stulna cyklar…');
    expect(response.body).toMatch(/aria-label="Poängsaldo: \d+ p"/);
    // The app starts at the first touch, or once the receipts count's poll is due.
    expect(response.body).toMatch(
      /<template id="app-code" data-start="interaction"[^>]* data-start-after="15000">/,
    );
    const data = pageData(response.body);
    const keys = data.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([expect.stringContaining('session'), expect.stringContaining('stolen')]),
    );
    expect(keys.length).toBeGreaterThanOrEqual(6);
    expect(JSON.stringify(data)).toContain('Lova Layoutsson');

    const other = await home(tor, 'ramkoll_lang=en; ramkoll_consent=1');
    expect(other.body).toContain('<html lang="en"');
    expect(other.body).toContain('Hi Tor!');
    expect(other.body).not.toContain('Lova');
    expect(other.body).not.toContain('id="cookie-banner-title"');
  });

  it('keeps what a customer wrote from closing the page data or the markup', async () => {
    const name = 'Ada </script><script>alert(1)</script><!--';
    const ada = cookiesFrom(await signUp(context.app, { fullName: name }));
    const response = await home(ada);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('</script><!--');
    const session = pageData(response.body).queries.find((query) =>
      JSON.stringify(query.queryKey).includes('session'),
    );
    expect(JSON.stringify(session?.state.data)).toContain(JSON.stringify(name).slice(1, -1));
  });

  it('renders a search in the address as the app will: its results loading, nothing mismatched', async () => {
    const lova = cookiesFrom(await signUp(context.app, { fullName: 'Lova Layoutsson' }));
    const response = await context.app.inject({
      method: 'GET',
      url: '/?q=Crescent',
      headers: { cookie: `ramkoll_access=${lova.ramkoll_access ?? ''}`, 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Hej Lova!');
    expect(response.body).toMatch(/id="bike-search-query"[^>]*value="Crescent"/);
    expect(response.body).not.toContain('Stulna cyklar');
  });

  it('leaves a part whose answer failed to the app, in its loading state, asked once', async () => {
    const renderer = (await import(
      pathToFileURL(resolve(webDistDir, '../dist-prerender/prerender.js')).href
    )) as PageRenderer;
    const lova = cookiesFrom(await signUp(context.app, { fullName: 'Lova Layoutsson' }));
    const asked: string[] = [];
    const home = await renderer.renderCustomerHome({
      url: '/',
      language: 'sv',
      consented: true,
      async answer(path) {
        asked.push(path);
        if (path.startsWith('/api/bikes/stolen'))
          return { status: 500, body: { error: { code: 'INTERNAL' } } };
        if (path === '/api/me/balance') throw new Error('no answer within 3000 ms');
        const response = await context.app.inject({ method: 'GET', url: path, cookies: lova });
        return { status: response.statusCode, body: response.json<unknown>() };
      },
    });
    expect(home?.markup).toContain('Hej Lova!');
    expect(home?.markup).toContain('Hämtar stulna cyklar…');
    expect(home?.markup).toMatch(/aria-label="Poängsaldo: \.\.\."/);
    expect(home?.markup).not.toContain('Hämtar cyklar till salu…');
    // Not retried: a retry's wait would hold up every render after it.
    expect(asked.filter((path) => path.startsWith('/api/bikes/stolen'))).toHaveLength(1);
    const keys = (JSON.parse(home?.data ?? '{}') as { queries: { queryKey: unknown[] }[] }).queries.map(
      (query) => JSON.stringify(query.queryKey),
    );
    expect(keys.some((key) => key.includes('stolen') || key.includes('balance'))).toBe(false);
    expect(keys.some((key) => key.includes('for-sale'))).toBe(true);

    // A session that is not a customer's renders nothing.
    const store = await signedIn(context.app, 'butik@ramkoll.se');
    const none = await renderer.renderCustomerHome({
      url: '/',
      language: 'sv',
      consented: true,
      async answer(path) {
        const response = await context.app.inject({ method: 'GET', url: path, cookies: store });
        return { status: response.statusCode, body: response.json<unknown>() };
      },
    });
    expect(none).toBeNull();
  });

  it('sends the rendered home compressed as the browser accepts', async () => {
    const lova = cookiesFrom(await signUp(context.app, { fullName: 'Lova Layoutsson' }));
    for (const [accepts, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const response = await home(lova, '', accepts);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(encoding, response.rawPayload)).toContain('Hej Lova!');
    }
  });

  it.each([
    ['a store', 'butik@ramkoll.se'],
    ['an admin', 'admin@ramkoll.se'],
  ])('renders nothing for %s: their home is not the customer’s', async (_who, email) => {
    const response = await home(await signedIn(context.app, email));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('id="page-data"');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('renders nothing for a visitor or an ended session', async () => {
    const visitor = await context.app.inject({ method: 'GET', url: '/' });
    expect(visitor.body).not.toContain('id="page-data"');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    const lova = cookiesFrom(await signUp(context.app, { fullName: 'Lova Layoutsson' }));
    await context.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: lova });
    const ended = await home(lova);
    expect(ended.body).not.toContain('id="page-data"');
    expect(ended.body).not.toContain('Lova');
  });
});

describe("a customer's home when the renderer fails", () => {
  let context: TestContext;
  let renderer: string;

  beforeAll(async () => {
    const build = mkdtempSync(join(tmpdir(), 'ramkoll-web-renderer-'));
    const webDistDir = join(build, 'dist');
    mkdirSync(join(webDistDir, 'prerendered', 'sv'), { recursive: true });
    writeFileSync(join(webDistDir, 'index.html'), INDEX);
    for (const name of PRERENDERED_COPIES)
      writeFileSync(join(webDistDir, 'prerendered', 'sv', `${name}.html`), `<main>${name}</main>`);
    mkdirSync(join(build, 'dist-prerender'));
    for (const name of ['home-customer', 'home-customer-consented'])
      writeFileSync(
        join(build, 'dist-prerender', `${name}.html`),
        '<html lang="sv"><div id="root"></div></html>',
      );
    renderer = join(build, 'dist-prerender', 'renderer-answer.json');
    // A renderer that answers as the file says: markup, null (not a customer's) or a failure.
    writeFileSync(
      join(build, 'dist-prerender', 'prerender.js'),
      `import { readFileSync } from 'node:fs';
export async function renderCustomerHome({ answer }) {
  const wanted = JSON.parse(readFileSync(${JSON.stringify(renderer)}, 'utf8'));
  if (wanted === 'fail') throw new Error('render failed');
  if (wanted === null) return null;
  const session = await answer('/api/auth/session');
  return { markup: '<main>rendered $& ' + session.body.user.fullName + '</main>', data: '{}' };
}`,
    );
    context = await createTestContext({ config: { webDistDir }, seed: true });
  });

  afterAll(() => context.close());

  it.each([
    ['renders', 'rendered $& Lova Layoutsson'],
    [null, 'home-customer'],
    ['fail', 'home-customer'],
  ])('sends the layout copy when the renderer answers %s', async (wanted, shown) => {
    writeFileSync(renderer, JSON.stringify(wanted));
    const lova = cookiesFrom(await signUp(context.app, { fullName: 'Lova Layoutsson' }));
    const response = await context.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `ramkoll_access=${lova.ramkoll_access ?? ''}` },
    });
    expect(response.statusCode).toBe(200);
    expect(/<main>([^<]+)<\/main>/.exec(response.body)?.[1]).toBe(shown);
  });
});

describe('a build without prerendered pages', () => {
  let context: TestContext;

  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'ramkoll-web-plain-'));
    writeFileSync(join(webDistDir, 'index.html'), INDEX);
    context = await createTestContext({ config: { webDistDir } });
  });

  afterAll(() => context.close());

  it('sends index.html for / and /auth whatever the cookies', async () => {
    for (const url of ['/', '/auth']) {
      const response = await context.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'ramkoll_lang=en' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
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
