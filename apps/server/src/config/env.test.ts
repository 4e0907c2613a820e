import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, loadConfig, parseEnv, SECRET_KEY_FILE } from './env.js';

const cwd = '/srv/ramkoll';

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseEnv', () => {
  it('has defaults for an embedded laptop install', () => {
    const config = parseEnv({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: '/srv/ramkoll/data',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      nodeEnv: 'development',
      seedDemo: true,
      dataEncryptionKey: null,
      webDistDir: '/srv/ramkoll/apps/web/dist',
      trustProxy: false,
    });
  });

  it('e-mails contact messages to support@ramkoll.se unless SUPPORT_EMAIL says otherwise', () => {
    expect(parseEnv({}, cwd).supportEmail).toBe('support@ramkoll.se');
    expect(parseEnv({ SUPPORT_EMAIL: 'Kundtjanst@Example.se' }, cwd).supportEmail).toBe(
      'kundtjanst@example.se',
    );
    expect(parseEnv({ SUPPORT_EMAIL: '' }, cwd).supportEmail).toBe('support@ramkoll.se');
    expect(problemsOf(() => parseEnv({ SUPPORT_EMAIL: 'support' }, cwd))).toEqual([
      'SUPPORT_EMAIL: must be an e-mail address such as support@ramkoll.se (got "support")',
    ]);
  });

  it('does not seed demo data into a real database unless asked', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://db/ramkoll' }, cwd).seedDemo).toBe(false);
    expect(parseEnv({ DATABASE_URL: 'postgres://db/ramkoll', SEED_DEMO: 'true' }, cwd).seedDemo).toBe(true);
    expect(parseEnv({ SEED_DEMO: '0' }, cwd).seedDemo).toBe(false);
  });

  it('prices the points packages from POINTS_PRICES_SEK and POINTS_PRICES_USD, in minor units', () => {
    expect(parseEnv({}, cwd).pointPackagePrices).toEqual({
      points_100: { SEK: 4900, USD: 499 },
      points_300: { SEK: 12900, USD: 1299 },
      points_1000: { SEK: 39900, USD: 3999 },
    });
    const custom = parseEnv({ POINTS_PRICES_SEK: '59, 149.50, 449', POINTS_PRICES_USD: '6,15,45' }, cwd);
    expect(custom.pointPackagePrices.points_300).toEqual({ SEK: 14950, USD: 1500 });
    expect(problemsOf(() => parseEnv({ POINTS_PRICES_SEK: '49,129' }, cwd))).toEqual([
      'POINTS_PRICES_SEK: must be three prices separated by commas, for 100, 300 and 1000 points (e.g. 49,129,399) (got "49,129")',
    ]);
  });

  it('opens twice the cores plus one database connections unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(parseEnv({}, cwd, 2).databasePoolSize).toBe(5);
    expect(parseEnv({}, cwd, 8).databasePoolSize).toBe(17);
    expect(parseEnv({ DATABASE_POOL_SIZE: '12' }, cwd, 2).databasePoolSize).toBe(12);
    expect(defaultPoolSize(0)).toBe(3);
    for (const wrong of ['0', '101', '2.5', 'many']) {
      expect(problemsOf(() => parseEnv({ DATABASE_POOL_SIZE: wrong }, cwd))).toEqual([
        `DATABASE_POOL_SIZE: must be a whole number of connections from 1 to 100 (got "${wrong}")`,
      ]);
    }
  });

  it('answers session checks from memory for 30 s unless SESSION_CACHE_SECONDS says otherwise', () => {
    expect(parseEnv({}, cwd).sessionCacheSeconds).toBe(30);
    expect(parseEnv({ SESSION_CACHE_SECONDS: '0' }, cwd).sessionCacheSeconds).toBe(0);
    expect(problemsOf(() => parseEnv({ SESSION_CACHE_SECONDS: '301' }, cwd))).toEqual([
      'SESSION_CACHE_SECONDS: must be a whole number of seconds from 0 to 300 (got "301")',
    ]);
  });

  it('serves the API documentation outside production, and in production only with API_DOCS=true (decision 093)', () => {
    expect(parseEnv({}, cwd).apiDocs).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }, cwd).apiDocs).toBe(true);
    expect(parseEnv({ API_DOCS: 'false' }, cwd).apiDocs).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production' }, cwd).apiDocs).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', API_DOCS: 'true' }, cwd).apiDocs).toBe(true);
    expect(problemsOf(() => parseEnv({ API_DOCS: 'maybe' }, cwd))).toEqual([
      'API_DOCS: must be true or false (got "maybe")',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }, cwd)).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('rejects a bad PORT with a readable message', () => {
    const problems = problemsOf(() => parseEnv({ PORT: 'eighty' }, cwd));
    expect(problems).toEqual(['PORT: must be a whole number between 1 and 65535 (got "eighty")']);
    expect(() => parseEnv({ PORT: '70000' }, cwd)).toThrow(
      /Invalid environment:\n {2}- PORT: must be a whole number/,
    );
  });

  it('lists every bad variable at once without echoing the key', () => {
    const problems = problemsOf(() =>
      parseEnv(
        { PORT: '-1', LOG_LEVEL: 'loud', PUBLIC_URL: 'ftp://x', DATA_ENCRYPTION_KEY: 'c2hvcnQ=' },
        cwd,
      ),
    );
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'PUBLIC_URL',
      'LOG_LEVEL',
      'DATA_ENCRYPTION_KEY',
    ]);
    expect(problems.join('\n')).not.toContain('c2hvcnQ=');
  });

  it('requires an encryption key in production with an external database', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/ramkoll', NODE_ENV: 'production' }, cwd)).toThrow(
      /DATA_ENCRYPTION_KEY: is required/,
    );
    const key = randomBytes(32).toString('base64');
    const config = parseEnv(
      { DATABASE_URL: 'postgres://db/ramkoll', NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key },
      cwd,
    );
    expect(config.dataEncryptionKey?.toString('base64')).toBe(key);
  });

  it('uses the test provider by default outside production; Stripe needs both secrets, never echoed', () => {
    expect(parseEnv({}, cwd).payments).toEqual({ provider: 'test' });
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe' }, cwd)).toThrow(
      /STRIPE_SECRET_KEY: is required with PAYMENT_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET: is required/,
    );
    let message = '';
    try {
      parseEnv(
        { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_live_oops', STRIPE_WEBHOOK_SECRET: 'oops' },
        cwd,
      );
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toContain('STRIPE_SECRET_KEY: must be a Stripe secret key');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET: must be');
    expect(message).not.toContain('pk_live_oops');
    expect(message).not.toContain('"oops"');
  });

  it('reads STRIPE_API_BASE as the host, port and protocol the SDK takes', () => {
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(parseEnv({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }, cwd).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
    });
    expect(parseEnv({ ...stripe, STRIPE_API_BASE: 'https://stripe.internal' }, cwd).payments).toMatchObject({
      apiBase: { protocol: 'https', host: 'stripe.internal', port: 443 },
    });
    expect(() => parseEnv({ ...stripe, STRIPE_API_BASE: 'ftp://x' }, cwd)).toThrow(/STRIPE_API_BASE/);
  });

  it('names Ramkoll AB as the seller on receipts unless told otherwise', () => {
    expect(parseEnv({}, cwd).seller.name).toBe('Ramkoll AB');
    expect(parseEnv({ SELLER_ORG_NUMBER: '556677-8899' }, cwd).seller.organisationNumber).toBe('556677-8899');
  });

  it('reads DATA_ENCRYPTION_KEY_PREVIOUS only beside a different DATA_ENCRYPTION_KEY (decision 055)', () => {
    const current = randomBytes(32).toString('base64');
    const previous = randomBytes(32).toString('base64');
    expect(parseEnv({}, cwd).dataEncryptionKeyPrevious).toBeNull();
    const config = parseEnv({ DATA_ENCRYPTION_KEY: current, DATA_ENCRYPTION_KEY_PREVIOUS: previous }, cwd);
    expect(config.dataEncryptionKey?.toString('base64')).toBe(current);
    expect(config.dataEncryptionKeyPrevious?.toString('base64')).toBe(previous);

    const short = problemsOf(() =>
      parseEnv({ DATA_ENCRYPTION_KEY: current, DATA_ENCRYPTION_KEY_PREVIOUS: 'c2hvcnQ=' }, cwd),
    );
    expect(short).toEqual([expect.stringMatching(/^DATA_ENCRYPTION_KEY_PREVIOUS: must be 32 random bytes/)]);
    expect(short.join('\n')).not.toContain('c2hvcnQ=');
    expect(problemsOf(() => parseEnv({ DATA_ENCRYPTION_KEY_PREVIOUS: previous }, cwd))).toEqual([
      expect.stringMatching(/^DATA_ENCRYPTION_KEY_PREVIOUS: is only read during a key rotation/),
    ]);
    expect(
      problemsOf(() =>
        parseEnv({ DATA_ENCRYPTION_KEY: current, DATA_ENCRYPTION_KEY_PREVIOUS: current }, cwd),
      ),
    ).toEqual(['DATA_ENCRYPTION_KEY_PREVIOUS: must be another key than DATA_ENCRYPTION_KEY']);
  });

  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(parseEnv({}, cwd).s3).toBeNull();
    expect(parseEnv({ S3_BUCKET: 'ramkoll-files' }, cwd).s3).toEqual({
      bucket: 'ramkoll-files',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('reads an S3-compatible service from the S3_* variables', () => {
    const config = parseEnv(
      {
        S3_BUCKET: 'receipts',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_REGION: 'eu-north-1',
        S3_ACCESS_KEY_ID: 'ramkoll',
        S3_SECRET_ACCESS_KEY: 'hemlig-nyckel',
      },
      cwd,
    );
    expect(config.s3).toEqual({
      bucket: 'receipts',
      region: 'eu-north-1',
      endpoint: 'http://minio:9000',
      // An own endpoint defaults to path style; S3_FORCE_PATH_STYLE=false turns it off.
      forcePathStyle: true,
      credentials: { accessKeyId: 'ramkoll', secretAccessKey: 'hemlig-nyckel' },
    });
    expect(
      parseEnv({ S3_BUCKET: 'receipts', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }, cwd)
        .s3?.forcePathStyle,
    ).toBe(false);
  });

  it('explains incomplete S3 settings without echoing the secret', () => {
    expect(
      problemsOf(() => parseEnv({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-north-1' }, cwd)),
    ).toEqual(['S3_BUCKET: is required when S3_ENDPOINT, S3_REGION are set']);
    expect(problemsOf(() => parseEnv({ S3_BUCKET: 'receipts', S3_SECRET_ACCESS_KEY: 'x' }, cwd))).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    ]);
    const problems = problemsOf(() =>
      parseEnv({ S3_BUCKET: 'Not_A_Bucket', S3_ENDPOINT: 'minio:9000', S3_SECRET_ACCESS_KEY: ' ' }, cwd),
    );
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(problems[1]).toContain('(got "Not_A_Bucket")');
  });
});

describe('loadConfig', () => {
  it('creates the embedded key file once with owner-only permissions and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ramkoll-env-'));
    const first = loadConfig({ DATA_DIR: dataDir }, cwd);
    const file = join(dataDir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.dataEncryptionKey).toHaveLength(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.dataEncryptionKey.toString('base64'));
    expect(loadConfig({ DATA_DIR: dataDir }, cwd).dataEncryptionKey.equals(first.dataEncryptionKey)).toBe(
      true,
    );
  });
});

describe('production fails closed (decision 087)', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'ramkoll-env-'));
  const key = randomBytes(32).toString('base64');
  const stripe = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
  };
  const serving = (env: NodeJS.ProcessEnv) => () => parseEnv(env, cwd, 2, { serving: true });
  const problemsOf = (run: () => unknown): string[] => {
    try {
      run();
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('refuses the simulated BankID, a missing SMTP_URL and the dev mailbox, naming what to set instead', () => {
    const problems = problemsOf(
      serving({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key, DEV_MAILBOX: 'true' }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^EID_PROVIDER: .*EID_PROVIDER=bankid \(with BANKID_CA.*EID_PROVIDER=oidc \(with OIDC_ISSUER/,
      ),
      expect.stringMatching(/^SMTP_URL: is required in production/),
      expect.stringMatching(/^DEV_MAILBOX: /),
      expect.stringMatching(
        /^PAYMENT_PROVIDER: the test provider .*set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
      ),
    ]);
    expect(
      problemsOf(serving({ NODE_ENV: 'production', EID_PROVIDER: 'simulated', DATA_ENCRYPTION_KEY: key })),
    ).toContainEqual(expect.stringMatching(/^EID_PROVIDER: the simulated BankID/));
  });

  it('refuses the test payment provider, set or by default (decision 090)', () => {
    const env = { NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key, SMTP_URL: 'smtp://mail:25' };
    for (const provider of [{}, { PAYMENT_PROVIDER: 'test' }]) {
      expect(problemsOf(serving({ ...env, ...provider }))).toContainEqual(
        expect.stringMatching(/^PAYMENT_PROVIDER: .*PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY/),
      );
    }
    expect(problemsOf(serving({ ...env, ...stripe }))).not.toContainEqual(
      expect.stringMatching(/^PAYMENT_PROVIDER/),
    );
  });

  it('starts with a real e-ID provider, SMTP and Stripe', () => {
    const config = parseEnv(
      {
        NODE_ENV: 'production',
        DATA_ENCRYPTION_KEY: key,
        SMTP_URL: 'smtps://user:pass@smtp.example.se:465',
        EID_PROVIDER: 'oidc',
        OIDC_ISSUER: 'https://eid.example.se',
        OIDC_CLIENT_ID: 'ramkoll',
        OIDC_CLIENT_SECRET: 'secret-secret-secret',
        ...stripe,
      },
      cwd,
      2,
      { serving: true },
    );
    expect(config).toMatchObject({
      payments: { provider: 'stripe', apiBase: null },
      eidProvider: 'oidc',
      oidc: { issuer: 'https://eid.example.se', clientId: 'ramkoll' },
    });
    expect(config.devMailbox).toBe(false);
    expect(config.apiDocs).toBe(false);
  });

  it('checks the chosen provider settings in any mode, and never the simulator outside production', () => {
    expect(problemsOf(() => parseEnv({ EID_PROVIDER: 'bankid' }, cwd))).toContainEqual(
      expect.stringMatching(/BANKID_CA/),
    );
    expect(problemsOf(() => parseEnv({ EID_PROVIDER: 'oidc' }, cwd))).toContainEqual(
      expect.stringMatching(/OIDC_ISSUER/),
    );
    expect(parseEnv({}, cwd).eidProvider).toBe('simulated');
    // Tools (the key rotation) read their settings without the server's production checks.
    expect(parseEnv({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key }, cwd).eidProvider).toBe('simulated');
  });
});
