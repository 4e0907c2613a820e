import { readFile, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANKID_TEST_URL,
  parseBankIdConfig,
  type BankIdConfig,
} from '../../src/providers/eid/bankid-config.js';
import { BankIdError, createBankIdProvider } from '../../src/providers/eid/bankid-provider.js';
import { animatedQrData, autoStartUrl } from '../../src/providers/eid/bankid-qr.js';
import type { EidOrderRef, EidStarted, EidStartInput } from '../../src/providers/eid/eid-provider.js';
import { startBankIdStandIn, type BankIdStandIn } from '../stand-ins/bankid-stand-in.js';

type AppStarted = Extract<EidStarted, { kind: 'app' }>;

const person = {
  personalNumber: '199001011239',
  givenName: 'Anna',
  surname: 'Andersson',
  name: 'Anna Andersson',
};

function startInput(overrides: Partial<EidStartInput> = {}): EidStartInput {
  return {
    orderId: 'order-1',
    endUserIp: '192.0.2.10',
    sameDevice: false,
    callbackUrl: 'http://127.0.0.1/api/auth/eid/callback',
    language: 'sv',
    ...overrides,
  };
}

function configOf(standIn: BankIdStandIn, overrides: Partial<BankIdConfig> = {}): BankIdConfig {
  const parsed = parseBankIdConfig(standIn.env);
  if (!parsed.ok) throw new Error(parsed.problems.join(' '));
  return { ...parsed.config, ...overrides };
}

async function control(standIn: BankIdStandIn, path: string, body?: unknown) {
  const response = await fetch(`${standIn.controlUrl}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function asApp(started: EidStarted): AppStarted {
  if (started.kind !== 'app') throw new Error('expected an app order');
  return started;
}

function orderRef(started: AppStarted, startedAt: Date): EidOrderRef {
  return { providerRef: started.providerRef, startedAt };
}

/** The QR code the page shows now for an order (bankid-qr.ts, the seconds since it started). */
function qrNow(started: AppStarted, startedAt: Date): string {
  return animatedQrData(
    started.qrStartToken,
    started.qrStartSecret,
    (Date.now() - startedAt.getTime()) / 1000,
  );
}

async function rejection(promise: Promise<unknown>): Promise<BankIdError> {
  const error: unknown = await promise.then(
    () => new Error('resolved, expected a BankIdError'),
    (e: unknown) => e,
  );
  if (!(error instanceof BankIdError)) throw error instanceof Error ? error : new Error(String(error));
  return error;
}

/** An HTTPS server with a stand-in's certificates that answers as the test says (for what BankID may do). */
async function fakeBankId(
  standIn: BankIdStandIn,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  { requestCert = true }: { requestCert?: boolean } = {},
): Promise<{ url: string; server: Server }> {
  const [key, cert, ca] = await Promise.all(
    [standIn.files.serverKey, standIn.files.serverCert, standIn.files.ca].map((path) => readFile(path)),
  );
  const server = createServer({ key, cert, ca, requestCert, rejectUnauthorized: requestCert }, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/rp/v6.0`, server };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

let standIn: BankIdStandIn;
let otherStandIn: BankIdStandIn;

beforeAll(async () => {
  // A short scan time-out, so that expiry is seen in a test; QR codes older than 1 s are refused.
  standIn = await startBankIdStandIn({ scanTimeoutMs: 3_500, qrMaxAgeSeconds: 1 });
  // Another BankID with its own CA: its certificates are strangers to the first one.
  otherStandIn = await startBankIdStandIn();
});

afterAll(async () => {
  await Promise.all([standIn.close(), otherStandIn.close()]);
});

describe("BankID's animated QR code", () => {
  it("matches BankID's documented example", () => {
    const token = '67df3917-fa0d-44e5-b327-edcc928297f8';
    const secret = 'd28db9a7-4cde-429e-a983-359be676944c';
    expect(animatedQrData(token, secret, 0)).toBe(
      `bankid.${token}.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8`,
    );
    expect(animatedQrData(token, secret, 1.7)).toBe(
      `bankid.${token}.1.949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2`,
    );
    expect(autoStartUrl('a b')).toBe('bankid:///?autostarttoken=a%20b&redirect=null');
  });
});

describe('the BankID provider against the stand-in, over mutual TLS', () => {
  it('identifies a person who scans the QR code: pending, userSign, then complete with who they are', async () => {
    const provider = createBankIdProvider(configOf(standIn));
    expect(provider.name).toBe('bankid');
    expect(provider.kind).toBe('app');
    const startedAt = new Date();
    const started = asApp(await provider.start(startInput({ language: 'en' })));
    for (const value of [
      started.providerRef,
      started.autoStartToken,
      started.qrStartToken,
      started.qrStartSecret,
    ])
      expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const order = orderRef(started, startedAt);

    const sent = await control(standIn, `orders/${started.providerRef}`);
    expect(sent.body).toMatchObject({
      endUserIp: '192.0.2.10',
      userVisibleData: 'Identification at Ramkoll',
      userVisibleDataFormat: 'simpleMarkdownV1',
      requirement: null,
    });

    expect(await provider.collect!(order, new Date())).toEqual({
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    const scanned = await control(standIn, 'scan', { qrData: qrNow(started, startedAt) });
    expect(scanned).toEqual({
      status: 200,
      body: { orderRef: started.providerRef, status: 'pending', hintCode: 'userSign' },
    });
    expect(await provider.collect!(order, new Date())).toEqual({ status: 'pending', hintCode: 'userSign' });

    const answered = await control(standIn, 'answer', {
      orderRef: started.providerRef,
      ...person,
      action: 'approve',
    });
    expect(answered.status).toBe(200);
    expect(await provider.collect!(order, new Date())).toEqual({
      status: 'complete',
      identity: {
        personalNumber: '199001011239',
        name: 'Anna Andersson',
        givenName: 'Anna',
        surname: 'Andersson',
      },
    });
    // As at BankID, a finished order is told once.
    expect((await rejection(provider.collect!(order, new Date()))).errorCode).toBe('invalidParameters');
    provider.close();
  });

  it('sends the Swedish text to a Swedish reader', async () => {
    const provider = createBankIdProvider(configOf(standIn));
    const started = asApp(await provider.start(startInput({ language: 'sv' })));
    expect((await control(standIn, `orders/${started.providerRef}`)).body.userVisibleData).toBe(
      'Identifiering hos Ramkoll',
    );
    await provider.cancel!(orderRef(started, new Date()));
    provider.close();
  });

  it('identifies on the same device through the autostart token, with a PKCS#12 certificate', async () => {
    const parsed = parseBankIdConfig({
      BANKID_URL: standIn.url,
      BANKID_CA: standIn.files.ca,
      BANKID_PFX: standIn.files.clientPfx,
      BANKID_PASSPHRASE: standIn.clientPassphrase,
    });
    if (!parsed.ok) throw new Error(parsed.problems.join(' '));
    expect('pfx' in parsed.config.client).toBe(true);
    const provider = createBankIdProvider(parsed.config);
    const startedAt = new Date();
    const started = asApp(await provider.start(startInput({ sameDevice: true })));
    const scanned = await control(standIn, 'scan', {
      autoStartToken: started.autoStartToken,
      ...person,
      name: 'Anna Maria Andersson',
      action: 'approve',
    });
    expect(scanned.body.status).toBe('complete');
    expect(await provider.collect!(orderRef(started, startedAt), new Date())).toEqual({
      status: 'complete',
      identity: {
        personalNumber: '199001011239',
        name: 'Anna Maria Andersson',
        givenName: 'Anna',
        surname: 'Andersson',
      },
    });
    provider.close();
  });

  it('refuses a QR code with a wrong code, from the future, or older than the app accepts', async () => {
    const provider = createBankIdProvider(configOf(standIn));
    const startedAt = new Date();
    const started = asApp(await provider.start(startInput()));
    const wrongSecret = animatedQrData(started.qrStartToken, '00000000-0000-0000-0000-000000000000', 0);
    expect((await control(standIn, 'scan', { qrData: wrongSecret })).status).toBe(403);
    const future = animatedQrData(started.qrStartToken, started.qrStartSecret, 30);
    expect((await control(standIn, 'scan', { qrData: future })).status).toBe(403);
    await sleep(2_100);
    const stale = animatedQrData(started.qrStartToken, started.qrStartSecret, 0);
    expect((await control(standIn, 'scan', { qrData: stale })).status).toBe(403);
    expect(await provider.collect!(orderRef(started, startedAt), new Date())).toEqual({
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    expect((await control(standIn, 'scan', { qrData: qrNow(started, startedAt) })).status).toBe(200);
    await provider.cancel!(orderRef(started, startedAt));
    provider.close();
  });

  it('cancels an order: BankID forgets it, and cancelling again (or a finished order) is no error', async () => {
    const provider = createBankIdProvider(configOf(standIn));
    const startedAt = new Date();
    const started = asApp(await provider.start(startInput()));
    const order = orderRef(started, startedAt);
    await provider.cancel!(order);
    expect((await rejection(provider.collect!(order, new Date()))).errorCode).toBe('invalidParameters');
    await expect(provider.cancel!(order)).resolves.toBeUndefined();
    expect((await control(standIn, 'scan', { autoStartToken: started.autoStartToken })).status).toBe(404);
    provider.close();
  });

  it('reports the person cancelling in the app as failed userCancel', async () => {
    const provider = createBankIdProvider(configOf(standIn));
    const startedAt = new Date();
    const started = asApp(await provider.start(startInput()));
    await control(standIn, 'scan', { qrData: qrNow(started, startedAt) });
    expect(
      (await control(standIn, 'answer', { orderRef: started.providerRef, action: 'cancel' })).status,
    ).toBe(200);
    expect(await provider.collect!(orderRef(started, startedAt), new Date())).toEqual({
      status: 'failed',
      hintCode: 'userCancel',
    });
    provider.close();
  });

  it('reports an order nobody opened in time as failed expiredTransaction', async () => {
    const provider = createBankIdProvider(configOf(standIn));
    const startedAt = new Date();
    const started = asApp(await provider.start(startInput()));
    const order = orderRef(started, startedAt);
    expect(await provider.collect!(order, new Date())).toEqual({
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    await sleep(3_700);
    expect(await provider.collect!(order, new Date())).toEqual({
      status: 'failed',
      hintCode: 'expiredTransaction',
    });
    provider.close();
  });

  it('answers alreadyInProgress when an order for the same person is running, and that order is cancelled', async () => {
    const provider = createBankIdProvider(configOf(standIn), {
      requirement: { personalNumber: '198502022388' },
    });
    const startedAt = new Date();
    const first = asApp(await provider.start(startInput()));
    const error = await rejection(provider.start(startInput()));
    expect(error.errorCode).toBe('alreadyInProgress');
    expect(error.httpStatus).toBe(400);
    expect(await provider.collect!(orderRef(first, startedAt), new Date())).toEqual({
      status: 'failed',
      hintCode: 'cancelled',
    });
    provider.close();
  });

  it('throws invalidParameters for a request BankID does not accept', async () => {
    const provider = createBankIdProvider(configOf(standIn));
    const error = await rejection(provider.start(startInput({ endUserIp: 'not an address' })));
    expect(error.errorCode).toBe('invalidParameters');
    expect(error.details).toContain('endUserIp');
    provider.close();
  });
});

describe('mutual TLS', () => {
  it('refuses a client without a certificate in the TLS handshake', async () => {
    const ca = await readFile(standIn.files.ca);
    const outcome = await new Promise<string>((resolve) => {
      const req = request(
        `${standIn.url}/auth`,
        { method: 'POST', ca, headers: { 'content-type': 'application/json' } },
        (res) => resolve(`answered HTTP ${res.statusCode}`),
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve(`refused: ${error.code ?? error.message}`));
      req.end(JSON.stringify({ endUserIp: '192.0.2.10' }));
    });
    expect(outcome).toMatch(/^refused: /);
  });

  it('refuses our provider with an RP certificate from another CA', async () => {
    const stranger = configOf(otherStandIn);
    const provider = createBankIdProvider({ ...configOf(standIn), client: stranger.client });
    const error = await rejection(provider.start(startInput()));
    expect(error.errorCode).toBe('connectionFailed');
    expect(error.httpStatus).toBeNull();
    provider.close();
  });

  it('does not talk to a server whose certificate is not from BANKID_CA', async () => {
    // A server with the other stand-in's certificate, asking for no client certificate: only our
    // check of its certificate can stop the call.
    const fake = await fakeBankId(otherStandIn, (_req, res) => res.end('{}'), { requestCert: false });
    try {
      const provider = createBankIdProvider(configOf(standIn, { url: fake.url }));
      const error = await rejection(provider.start(startInput()));
      expect(error.errorCode).toBe('connectionFailed');
      expect((error.cause as NodeJS.ErrnoException).code).toMatch(/CERT|VERIFY|ISSUER|SELF_SIGNED/);
      provider.close();
      // The same server with its own CA trusted gets through (the answer lacks the order: unknown).
      const trusting = createBankIdProvider(
        configOf(standIn, { url: fake.url, ca: await readFile(otherStandIn.files.ca) }),
      );
      expect((await rejection(trusting.start(startInput()))).errorCode).toBe('unknown');
      trusting.close();
    } finally {
      await closeServer(fake.server);
    }
  });
});

describe("BankID's other answers", () => {
  it.each([
    [503, '', 'maintenance'],
    [401, '', 'unauthorized'],
    [403, '{"errorCode":"unauthorized","details":"RP does not exist"}', 'unauthorized'],
    [404, '{"errorCode":"notFound","details":"Not found"}', 'notFound'],
    [408, '{"errorCode":"requestTimeout","details":"Timeout"}', 'requestTimeout'],
    [500, '{"errorCode":"internalError","details":"Internal error"}', 'internalError'],
    [502, '<html>bad gateway</html>', 'internalError'],
  ])('HTTP %i %s → BankIdError %s', async (status, body, errorCode) => {
    const fake = await fakeBankId(standIn, (_req, res) => {
      res.writeHead(status, { 'content-type': body.startsWith('{') ? 'application/json' : 'text/html' });
      res.end(body);
    });
    try {
      const provider = createBankIdProvider(configOf(standIn, { url: fake.url }));
      const error = await rejection(provider.start(startInput()));
      expect(error.errorCode).toBe(errorCode);
      expect(error.httpStatus).toBe(status);
      provider.close();
    } finally {
      await closeServer(fake.server);
    }
  });

  it('maps unknown hint codes to unknown and keeps the documented ones', async () => {
    let answer: Record<string, unknown> = { status: 'failed', hintCode: 'somethingNew' };
    const fake = await fakeBankId(standIn, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ orderRef: 'x', ...answer }));
    });
    try {
      const provider = createBankIdProvider(configOf(standIn, { url: fake.url }));
      const order = { providerRef: 'x', startedAt: new Date() };
      expect(await provider.collect!(order, new Date())).toEqual({ status: 'failed', hintCode: 'unknown' });
      answer = { status: 'failed', hintCode: 'certificateErr' };
      expect(await provider.collect!(order, new Date())).toEqual({
        status: 'failed',
        hintCode: 'certificateErr',
      });
      answer = { status: 'pending', hintCode: 'somethingElse' };
      expect(await provider.collect!(order, new Date())).toEqual({ status: 'pending', hintCode: 'unknown' });
      answer = { status: 'pending', hintCode: 'userMrtd' };
      expect(await provider.collect!(order, new Date())).toEqual({ status: 'pending', hintCode: 'userMrtd' });
      answer = { status: 'complete', completionData: { user: { personalNumber: '1990', name: 'X' } } };
      expect((await rejection(provider.collect!(order, new Date()))).errorCode).toBe('unknown');
      provider.close();
    } finally {
      await closeServer(fake.server);
    }
  });

  it('gives up on a BankID that does not answer, after the time limit', async () => {
    const fake = await fakeBankId(standIn, () => undefined);
    try {
      const provider = createBankIdProvider(configOf(standIn, { url: fake.url, timeoutMs: 300 }));
      const before = Date.now();
      const error = await rejection(provider.start(startInput()));
      expect(error.errorCode).toBe('timeout');
      expect(Date.now() - before).toBeLessThan(2_000);
      provider.close();
    } finally {
      await closeServer(fake.server);
    }
  });
});

describe('parseBankIdConfig', () => {
  it('reads the stand-in’s settings, with the test environment as the default URL', () => {
    const parsed = parseBankIdConfig({ ...standIn.env, BANKID_URL: undefined });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.config.url).toBe(BANKID_TEST_URL);
      expect('cert' in parsed.config.client).toBe(true);
    }
    const withSlash = parseBankIdConfig({ ...standIn.env, BANKID_URL: `${standIn.url}/` });
    expect(withSlash.ok && withSlash.config.url).toBe(standIn.url);
  });

  it('names every missing setting', () => {
    const parsed = parseBankIdConfig({});
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems.join('\n')).toContain('BANKID_CA is not set');
      expect(parsed.problems.join('\n')).toContain(
        'BANKID_PFX with BANKID_PASSPHRASE, or BANKID_CERT with BANKID_KEY',
      );
    }
  });

  it.each([
    [
      'a missing file',
      { BANKID_CA: '/nonexistent/ca.pem' },
      /BANKID_CA \(\/nonexistent\/ca\.pem\) does not exist/,
    ],
    ['a folder', { BANKID_KEY: '/tmp' }, /BANKID_KEY \(\/tmp\) is a folder/],
    ['http', { BANKID_URL: 'http://appapi2.test.bankid.com/rp/v6.0' }, /BANKID_URL must start with https/],
    ['not a URL', { BANKID_URL: 'appapi2' }, /BANKID_URL is not a URL/],
    ['a CERT without a KEY', { BANKID_KEY: undefined }, /BANKID_KEY is not set/],
    ['both kinds of certificate', { BANKID_PFX: '/x.p12' }, /either BANKID_PFX .* not both/],
  ])('%s', (_what, overrides, problem) => {
    const parsed = parseBankIdConfig({ ...standIn.env, ...overrides });
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.problems).toContainEqual(expect.stringMatching(problem));
  });

  it('refuses a key that is not the certificate’s, and a CA file without a certificate', async () => {
    const mismatched = parseBankIdConfig({ ...standIn.env, BANKID_KEY: otherStandIn.files.clientKey });
    expect(mismatched.ok ? [] : mismatched.problems).toContainEqual(
      expect.stringMatching(/BANKID_CERT and BANKID_KEY/),
    );
    const notPem = `${standIn.dir}/not-a-ca.txt`;
    await writeFile(notPem, 'hello');
    const badCa = parseBankIdConfig({ ...standIn.env, BANKID_CA: notPem });
    expect(badCa.ok ? [] : badCa.problems).toContainEqual(
      expect.stringMatching(/BANKID_CA holds no PEM certificate/),
    );
  });

  it('refuses a wrong passphrase without repeating it', () => {
    const secret = 'hunter2-not-the-passphrase';
    const parsed = parseBankIdConfig({
      BANKID_CA: standIn.files.ca,
      BANKID_PFX: standIn.files.clientPfx,
      BANKID_PASSPHRASE: secret,
    });
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems;
    expect(problems).toContainEqual(
      expect.stringMatching(/BANKID_PFX cannot be opened with BANKID_PASSPHRASE/),
    );
    expect(problems.join(' ')).not.toContain(secret);
    const missing = parseBankIdConfig({ BANKID_CA: standIn.files.ca, BANKID_PFX: standIn.files.clientPfx });
    expect(missing.ok ? [] : missing.problems).toContainEqual(
      expect.stringMatching(/BANKID_PASSPHRASE is not set/),
    );
  });
});

describe('the stand-in', () => {
  it('refuses to start in production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startBankIdStandIn()).rejects.toThrow(/NODE_ENV=production/);
    } finally {
      if (before === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = before;
    }
  });
});
