import { generateKeyPairSync } from 'node:crypto';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EidCollected, EidProvider, EidStarted } from '../../src/providers/eid/eid-provider.js';
import { type OidcEidConfig, parseOidcConfig } from '../../src/providers/eid/oidc-config.js';
import {
  createOidcEidProvider,
  OidcEidError,
  type OidcEidFailure,
} from '../../src/providers/eid/oidc-provider.js';
import { freePort } from '../free-port.js';
import {
  LOA3,
  NATURAL_PERSON_NUMBER_SCOPE,
  type OidcStandIn,
  type OidcStandInAnswer,
  PERSONAL_IDENTITY_NUMBER_CLAIM,
  startOidcStandIn,
} from '../stand-ins/oidc-stand-in.js';

// The oidc e-ID provider against a real OpenID Provider (oidc-provider) on 127.0.0.1, driven the
// way a browser is: to the broker, through its login page, back to our callback (decision 089).

const CALLBACK_URL = 'https://ramkoll.test/api/auth/eid/callback';
const SCOPE = `openid profile ${NATURAL_PERSON_NUMBER_SCOPE}`;
// Skatteverket's test personnummer.
const ANNA = '198112289874';
const BERTIL = '196802020575';

const clientKey = generateKeyPairSync('rsa', { modulusLength: 2048 });

let standIn: OidcStandIn;

beforeAll(async () => {
  standIn = await startOidcStandIn({
    clients: [
      {
        client_id: 'ramkoll',
        client_secret: 'a-long-enough-client-secret-for-the-stand-in',
        redirect_uris: [CALLBACK_URL],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: 'ramkoll-jwt',
        redirect_uris: [CALLBACK_URL],
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: 'RS256',
        jwks: { keys: [{ ...clientKey.publicKey.export({ format: 'jwk' }), kid: 'ramkoll-1', use: 'sig' }] },
      },
    ],
    accounts: {
      anna: {
        claims: {
          name: 'Anna Andersson',
          given_name: 'Anna',
          family_name: 'Andersson',
          [PERSONAL_IDENTITY_NUMBER_CLAIM]: ANNA,
        },
      },
      // Signicat's way: the number at userinfo only, and no `name`.
      bertil: {
        claims: {
          given_name: 'Bertil',
          family_name: 'Berg',
          [PERSONAL_IDENTITY_NUMBER_CLAIM]: '19680202-0575',
        },
        userinfoOnly: [PERSONAL_IDENTITY_NUMBER_CLAIM],
      },
      nameless: { claims: { [PERSONAL_IDENTITY_NUMBER_CLAIM]: ANNA } },
      'no-number': { claims: { name: 'Cecilia Ceder' } },
      'bad-check-digit': { claims: { name: 'David Dahl', [PERSONAL_IDENTITY_NUMBER_CLAIM]: '198112289875' } },
      'ten-digits': { claims: { name: 'Erik Ek', [PERSONAL_IDENTITY_NUMBER_CLAIM]: '8112289874' } },
    },
  });
});

afterAll(() => standIn.close());

function configFor(issuer: string, overrides: Partial<OidcEidConfig> = {}): OidcEidConfig {
  return {
    issuer,
    clientId: 'ramkoll',
    clientAuth: {
      method: 'client_secret_basic',
      clientSecret: 'a-long-enough-client-secret-for-the-stand-in',
    },
    personalNumberClaim: PERSONAL_IDENTITY_NUMBER_CLAIM,
    scope: SCOPE,
    acrValues: LOA3,
    timeoutSeconds: 5,
    ...overrides,
  };
}

type RedirectStarted = Extract<EidStarted, { kind: 'redirect' }>;

async function startOrder(provider: EidProvider, language: 'sv' | 'en' = 'sv'): Promise<RedirectStarted> {
  const started = await provider.start({
    orderId: 'order-1',
    endUserIp: '192.0.2.10',
    sameDevice: false,
    callbackUrl: CALLBACK_URL,
    language,
  });
  if (started.kind !== 'redirect') throw new Error('the oidc provider must redirect');
  return started;
}

function finish(provider: EidProvider, order: RedirectStarted, currentUrl: URL): Promise<EidCollected> {
  if (provider.finish === undefined) throw new Error('a redirect provider has finish');
  return provider.finish({
    providerRef: order.providerRef,
    secrets: order.secrets,
    callbackUrl: CALLBACK_URL,
    currentUrl,
  });
}

async function identifyAndFinish(provider: EidProvider, answer: OidcStandInAnswer): Promise<EidCollected> {
  const order = await startOrder(provider);
  return finish(provider, order, await standIn.identify(order.redirectUrl, answer));
}

async function failureOf(promise: Promise<unknown>): Promise<OidcEidFailure> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof OidcEidError)) throw new Error(`expected an OidcEidError, got ${String(error)}`);
  return error.reason;
}

describe('oidc e-ID provider', () => {
  let provider: EidProvider;
  beforeAll(() => {
    provider = createOidcEidProvider(configFor(standIn.issuer));
  });

  it('sends the browser to the broker with PKCE S256, state, nonce, prompt=login, the language and acr', async () => {
    expect(provider).toMatchObject({ name: 'oidc', kind: 'redirect' });
    const order = await startOrder(provider, 'en');
    const url = new URL(order.redirectUrl);
    expect(url.origin).toBe(standIn.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: 'ramkoll',
      response_type: 'code',
      redirect_uri: CALLBACK_URL,
      scope: SCOPE,
      state: order.providerRef,
      nonce: order.secrets.nonce,
      code_challenge_method: 'S256',
      prompt: 'login',
      ui_locales: 'en',
      acr_values: LOA3,
    });
    expect(Object.keys(order.secrets).sort()).toEqual(['codeVerifier', 'nonce']);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).not.toBe(order.secrets.codeVerifier);
    // A new state, nonce and verifier every order.
    const other = await startOrder(provider);
    expect(other.providerRef).not.toBe(order.providerRef);
    expect(other.secrets.nonce).not.toBe(order.secrets.nonce);
    expect(other.secrets.codeVerifier).not.toBe(order.secrets.codeVerifier);
  });

  it('identifies: the personnummer and the name from the ID token', async () => {
    expect(await identifyAndFinish(provider, { account: 'anna' })).toEqual({
      status: 'complete',
      identity: { personalNumber: ANNA, name: 'Anna Andersson', givenName: 'Anna', surname: 'Andersson' },
    });
  });

  it('asks userinfo when the ID token lacks the personnummer; YYYYMMDD-NNNN becomes 12 digits; the name from its parts', async () => {
    expect(await identifyAndFinish(provider, { account: 'bertil' })).toEqual({
      status: 'complete',
      identity: { personalNumber: BERTIL, name: 'Bertil Berg', givenName: 'Bertil', surname: 'Berg' },
    });
  });

  it('redeems the code with the callback URL the broker was given, whatever host the request came in on', async () => {
    const order = await startOrder(provider);
    const callback = await standIn.identify(order.redirectUrl, { account: 'anna' });
    const behindProxy = new URL(`http://10.0.0.5:3000/api/auth/eid/callback${callback.search}`);
    expect(await finish(provider, order, behindProxy)).toMatchObject({ status: 'complete' });
  });

  it('asks for a login at the broker every time, even with a broker session in the browser (prompt=login)', async () => {
    const browser = standIn.browser();
    for (let attempt = 1; attempt <= 2; attempt++) {
      const order = await startOrder(provider);
      const result = await finish(
        provider,
        order,
        await browser.identify(order.redirectUrl, { account: 'anna' }),
      );
      expect(result.status).toBe('complete');
      expect(browser.loginPages).toBe(attempt);
    }
  });

  it('reads the personnummer from the claim it is configured with (a broker of its own, here `ssn`)', async () => {
    const criipto = await startOidcStandIn({
      clients: [
        {
          client_id: 'ramkoll',
          client_secret: 'a-long-enough-client-secret-for-the-stand-in',
          redirect_uris: [CALLBACK_URL],
        },
      ],
      accounts: {
        anna: { claims: { name: 'Anna Andersson', ssn: ANNA, [PERSONAL_IDENTITY_NUMBER_CLAIM]: BERTIL } },
      },
      claims: { openid: ['sub'], profile: ['name', 'ssn', PERSONAL_IDENTITY_NUMBER_CLAIM] },
    });
    try {
      const ssnProvider = createOidcEidProvider(
        configFor(criipto.issuer, { personalNumberClaim: 'ssn', scope: 'openid profile', acrValues: null }),
      );
      const order = await startOrder(ssnProvider);
      expect(new URL(order.redirectUrl).searchParams.has('acr_values')).toBe(false);
      const result = await finish(
        ssnProvider,
        order,
        await criipto.identify(order.redirectUrl, { account: 'anna' }),
      );
      expect(result).toMatchObject({ status: 'complete', identity: { personalNumber: ANNA } });
    } finally {
      await criipto.close();
    }
  });

  it('authenticates with private_key_jwt', async () => {
    const jwtProvider = createOidcEidProvider(
      configFor(standIn.issuer, {
        clientId: 'ramkoll-jwt',
        clientAuth: {
          method: 'private_key_jwt',
          privateKeyPem: clientKey.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
          alg: 'RS256',
          keyId: 'ramkoll-1',
        },
      }),
    );
    expect(await identifyAndFinish(jwtProvider, { account: 'anna' })).toMatchObject({
      status: 'complete',
      identity: { personalNumber: ANNA },
    });
  });

  it('cancelled at the broker (error=access_denied): failed, userCancel', async () => {
    const order = await startOrder(provider);
    const callback = await standIn.identify(order.redirectUrl, 'cancel');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(await finish(provider, order, callback)).toEqual({ status: 'failed', hintCode: 'userCancel' });
  });

  it("refuses another order's state, also for a cancellation", async () => {
    const order = await startOrder(provider);
    const other = await startOrder(provider);
    const callback = await standIn.identify(order.redirectUrl, { account: 'anna' });
    expect(await failureOf(finish(provider, other, callback))).toBe('callback_invalid');

    const cancelled = await standIn.identify((await startOrder(provider)).redirectUrl, 'cancel');
    expect(await failureOf(finish(provider, other, cancelled))).toBe('callback_invalid');
  });

  it('refuses a tampered state in the callback', async () => {
    const order = await startOrder(provider);
    const callback = await standIn.identify(order.redirectUrl, { account: 'anna' });
    callback.searchParams.set('state', `${order.providerRef}x`);
    expect(await failureOf(finish(provider, order, callback))).toBe('callback_invalid');
  });

  it('refuses a replayed code', async () => {
    const order = await startOrder(provider);
    const callback = await standIn.identify(order.redirectUrl, { account: 'anna' });
    expect((await finish(provider, order, callback)).status).toBe('complete');
    expect(await failureOf(finish(provider, order, callback))).toBe('token_failed');
  });

  it('refuses an ID token issued for another nonce', async () => {
    const order = await startOrder(provider);
    const tampered = new URL(order.redirectUrl);
    tampered.searchParams.set('nonce', 'a-nonce-of-the-attackers-choosing');
    const callback = await standIn.identify(tampered.href, { account: 'anna' });
    expect(callback.searchParams.has('code')).toBe(true);
    const error = await finish(provider, order, callback).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(OidcEidError);
    expect(error).toMatchObject({ reason: 'token_failed' });
    // The cause names the check, and holds none of the ID token's claims: it goes to the log.
    const logged = inspect(error, { depth: 20, showHidden: true });
    expect(logged).toContain('nonce');
    expect(logged).not.toContain(ANNA);
  });

  it("refuses a code without this order's PKCE verifier", async () => {
    const order = await startOrder(provider);
    const other = await startOrder(provider);
    const callback = await standIn.identify(order.redirectUrl, { account: 'anna' });
    const result = finish(
      provider,
      { ...order, secrets: { ...order.secrets, codeVerifier: other.secrets.codeVerifier ?? '' } },
      callback,
    );
    expect(await failureOf(result)).toBe('token_failed');
  });

  it('fails when neither the ID token nor userinfo has the personnummer', async () => {
    expect(await failureOf(identifyAndFinish(provider, { account: 'no-number' }))).toBe(
      'personal_number_missing',
    );
  });

  it('fails on a personnummer with a wrong check digit, or in ten digits', async () => {
    expect(await failureOf(identifyAndFinish(provider, { account: 'bad-check-digit' }))).toBe(
      'personal_number_invalid',
    );
    expect(await failureOf(identifyAndFinish(provider, { account: 'ten-digits' }))).toBe(
      'personal_number_invalid',
    );
  });

  it('fails without a name', async () => {
    expect(await failureOf(identifyAndFinish(provider, { account: 'nameless' }))).toBe('name_missing');
  });

  it('discovers the broker when first needed and tries again after a failed discovery', async () => {
    const port = await freePort();
    const later = createOidcEidProvider(configFor(`http://127.0.0.1:${port}`));
    expect(await failureOf(startOrder(later))).toBe('discovery_failed');
    const broker = await startOidcStandIn({
      port,
      clients: [
        {
          client_id: 'ramkoll',
          client_secret: 'a-long-enough-client-secret-for-the-stand-in',
          redirect_uris: [CALLBACK_URL],
        },
      ],
      accounts: { anna: { claims: { name: 'Anna Andersson', [PERSONAL_IDENTITY_NUMBER_CLAIM]: ANNA } } },
    });
    try {
      const order = await startOrder(later);
      const result = await finish(
        later,
        order,
        await broker.identify(order.redirectUrl, { account: 'anna' }),
      );
      expect(result).toMatchObject({ status: 'complete', identity: { personalNumber: ANNA } });
    } finally {
      await broker.close();
    }
  });
});

describe('the OIDC stand-in', () => {
  it('does not start in production', async () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startOidcStandIn({ clients: [], accounts: {} })).rejects.toThrow(/NODE_ENV=production/);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});

describe('parseOidcConfig', () => {
  const required = {
    OIDC_ISSUER: 'https://idp.example.se',
    OIDC_CLIENT_ID: 'ramkoll',
    OIDC_CLIENT_SECRET: 'the-secret-value',
  };

  it('takes the defaults', () => {
    expect(parseOidcConfig(required)).toEqual({
      ok: true,
      config: {
        issuer: 'https://idp.example.se',
        clientId: 'ramkoll',
        clientAuth: { method: 'client_secret_basic', clientSecret: 'the-secret-value' },
        personalNumberClaim: 'https://id.oidc.se/claim/personalIdentityNumber',
        scope: 'openid profile',
        acrValues: null,
        timeoutSeconds: 10,
      },
    });
  });

  it('takes the claim, scope and acr values', () => {
    const result = parseOidcConfig({
      ...required,
      OIDC_PERSONAL_NUMBER_CLAIM: 'ssn',
      OIDC_SCOPE: ' openid  profile nin ',
      OIDC_ACR_VALUES: 'urn:grn:authn:se:bankid',
    });
    expect(result).toMatchObject({
      ok: true,
      config: {
        personalNumberClaim: 'ssn',
        scope: 'openid profile nin',
        acrValues: 'urn:grn:authn:se:bankid',
      },
    });
  });

  it('names every missing variable', () => {
    const result = parseOidcConfig({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.split(':')[0])).toEqual([
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
    ]);
  });

  it('allows plain http only on a loopback host', () => {
    for (const issuer of ['http://127.0.0.1:4000', 'http://localhost:4000/oidc', 'http://[::1]:4000']) {
      expect(parseOidcConfig({ ...required, OIDC_ISSUER: issuer }).ok).toBe(true);
    }
    for (const issuer of [
      'http://idp.example.se',
      'http://10.0.0.1',
      'ftp://idp.example.se',
      'idp.example.se',
      'https://idp.example.se/?a=1',
    ]) {
      const result = parseOidcConfig({ ...required, OIDC_ISSUER: issuer });
      expect(result).toMatchObject({ ok: false, problems: [expect.stringMatching(/^OIDC_ISSUER: /)] });
    }
  });

  it('refuses a scope without openid and a claim name with spaces, and never repeats the secret', () => {
    const result = parseOidcConfig({
      ...required,
      OIDC_SCOPE: 'profile',
      OIDC_PERSONAL_NUMBER_CLAIM: 'personal number',
      OIDC_CLIENT_PRIVATE_KEY: 'not a key',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.split(':')[0])).toEqual([
      'OIDC_CLIENT_SECRET, OIDC_CLIENT_PRIVATE_KEY',
      'OIDC_PERSONAL_NUMBER_CLAIM',
      'OIDC_SCOPE',
    ]);
    expect(result.problems.join('\n')).not.toContain('the-secret-value');
    expect(result.problems.join('\n')).not.toContain('not a key');
  });

  it('takes a private key for private_key_jwt, with \\n for its line breaks', () => {
    const pem = clientKey.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const { OIDC_CLIENT_SECRET: _secret, ...withoutSecret } = required;
    const result = parseOidcConfig({
      ...withoutSecret,
      OIDC_CLIENT_PRIVATE_KEY: pem.trim().replace(/\n/g, '\\n'),
      OIDC_CLIENT_KEY_ID: 'ramkoll-1',
    });
    expect(result).toMatchObject({
      ok: true,
      config: { clientAuth: { method: 'private_key_jwt', alg: 'RS256', keyId: 'ramkoll-1' } },
    });
    const garbled = parseOidcConfig({ ...withoutSecret, OIDC_CLIENT_PRIVATE_KEY: 'not a key' });
    expect(garbled).toEqual({
      ok: false,
      problems: [
        'OIDC_CLIENT_PRIVATE_KEY: must be a private key in PEM (PKCS#8: -----BEGIN PRIVATE KEY-----).',
      ],
    });
  });
});
