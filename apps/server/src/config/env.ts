import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { type PackagePrices, type PointsPackage } from '@ramkoll/shared/schemas/orders';
import { z } from 'zod';
import { parseBankIdConfig, type BankIdConfig } from '../providers/eid/bankid-config.js';
import { parseOidcConfig, type OidcEidConfig } from '../providers/eid/oidc-config.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const nodeEnvs = ['development', 'production', 'test'] as const;
const paymentProviders = ['test', 'stripe'] as const;
/** Who identifies people (decision 087): the spec's simulator (not in production), BankID, or an OIDC broker. */
export const eidProviders = ['simulated', 'bankid', 'oidc'] as const;
export type EidProviderName = (typeof eidProviders)[number];

/** Name of the key file that embedded mode creates on first start when no key is configured. */
export const SECRET_KEY_FILE = 'secret.key';

// Accepts the spellings people actually put in .env files; anything else is an error rather than false.
const ZBooleanish = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(value), {
    message: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const ZEncryptionKey = z
  .string()
  .trim()
  .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
    message: 'must be 32 random bytes in base64 (for example: openssl rand -base64 32)',
  });

const ZEnv = z.object({
  PORT: z.coerce
    .number({ message: 'must be a whole number between 1 and 65535' })
    .int({ message: 'must be a whole number between 1 and 65535' })
    .min(1, { message: 'must be a whole number between 1 and 65535' })
    .max(65535, { message: 'must be a whole number between 1 and 65535' })
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// or postgresql:// connection URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a whole number of connections from 1 to 100' })
    .int({ message: 'must be a whole number of connections from 1 to 100' })
    .min(1, { message: 'must be a whole number of connections from 1 to 100' })
    .max(100, { message: 'must be a whole number of connections from 1 to 100' })
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://ramkoll.se' })
    .default('http://localhost:3000'),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  NODE_ENV: z.enum(nodeEnvs, { message: `must be one of ${nodeEnvs.join(', ')}` }).default('development'),
  SEED_DEMO: ZBooleanish.optional(),
  DATA_ENCRYPTION_KEY: ZEncryptionKey.optional(),
  DATA_ENCRYPTION_KEY_PREVIOUS: ZEncryptionKey.optional(),
  WEB_DIST_DIR: z.string().trim().min(1).default('apps/web/dist'),
  TRUST_PROXY: ZBooleanish.optional(),
  SESSION_ABSOLUTE_HOURS: positiveInt().default(12),
  SESSION_IDLE_MINUTES: positiveInt().default(20),
  SESSION_WARNING_MINUTES: positiveInt().default(5),
  SESSION_CACHE_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds from 0 to 300' })
    .int({ message: 'must be a whole number of seconds from 0 to 300' })
    .min(0, { message: 'must be a whole number of seconds from 0 to 300' })
    .max(300, { message: 'must be a whole number of seconds from 0 to 300' })
    .default(30),
  SIGNUP_ENABLED: ZBooleanish.optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Ramkoll <no-reply@ramkoll.se>'),
  SUPPORT_EMAIL: z
    .email({ message: 'must be an e-mail address such as support@ramkoll.se' })
    .default('support@ramkoll.se'),
  DEV_MAILBOX: ZBooleanish.optional(),
  API_DOCS: ZBooleanish.optional(),
  EID_PROVIDER: z.enum(eidProviders, { message: `must be one of ${eidProviders.join(', ')}` }).optional(),
  BANKID_DELAY_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(0, { message: 'must be a whole number of milliseconds' })
    .default(3000),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://s3.example.com' })
    .optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be an S3 bucket name (3-63 lower-case letters, digits, dots and dashes)',
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: ZBooleanish.optional(),
  POINTS_PRICES_SEK: packagePriceList('49,129,399'),
  POINTS_PRICES_USD: packagePriceList('4.99,12.99,39.99'),
  PAYMENT_PROVIDER: z
    .enum(paymentProviders, { message: `must be one of ${paymentProviders.join(', ')}` })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { message: 'must be a Stripe secret key (sk_live_… or sk_test_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, { message: "must be the webhook endpoint's signing secret (whsec_…)" })
    .optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://127.0.0.1:12111' })
    .optional(),
  SELLER_NAME: z.string().trim().min(1).default('Ramkoll AB'),
  SELLER_ORG_NUMBER: z.string().trim().min(1).default('559000-0000'),
  SELLER_ADDRESS: z.string().trim().min(1).default('Storgatan 1, 111 22 Stockholm'),
});

/** Variables never echoed in error messages, even when malformed. */
const SECRET_VARIABLES = new Set([
  'DATA_ENCRYPTION_KEY',
  'DATA_ENCRYPTION_KEY_PREVIOUS',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

/** Three prices, for the 100, 300 and 1000 point packages, e.g. `49,129,399` or `4.99,12.99,39.99`. */
function packagePriceList(defaults: string) {
  return (
    z
      .string()
      .trim()
      .default(defaults)
      .refine((value) => /^\d+(\.\d{1,2})?,\d+(\.\d{1,2})?,\d+(\.\d{1,2})?$/.test(value.replace(/\s/g, '')), {
        message: 'must be three prices separated by commas, for 100, 300 and 1000 points (e.g. 49,129,399)',
      })
      // Minor units (öre / cents), rounded to dodge binary fractions such as 12.99 * 100.
      .transform((value) =>
        value
          .replace(/\s/g, '')
          .split(',')
          .map((price) => Math.round(Number(price) * 100)),
      )
  );
}

function positiveInt() {
  return z.coerce
    .number({ message: 'must be a positive whole number' })
    .int({ message: 'must be a positive whole number' })
    .min(1, { message: 'must be a positive whole number' });
}

/** An S3-compatible bucket for uploaded files (S3_* variables). */
export interface S3Config {
  bucket: string;
  region: string;
  /** null: AWS itself. */
  endpoint: string | null;
  /** Bucket in the path (`https://host/bucket/key`), as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** null: the SDK's default chain (instance role, AWS_* variables, shared config). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface Config {
  port: number;
  host: string;
  /** null: the embedded PGlite database in `<dataDir>/pglite`. */
  databaseUrl: string | null;
  /** Absolute. */
  dataDir: string;
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  nodeEnv: (typeof nodeEnvs)[number];
  seedDemo: boolean;
  /** 32 bytes; sub-keys for encryption and keyed hashes are derived from it. */
  dataEncryptionKey: Buffer;
  /**
   * During a key rotation only (decision 055): the key before `dataEncryptionKey`, accepted for
   * reading and verifying, never for writing. Null otherwise.
   */
  dataEncryptionKeyPrevious: Buffer | null;
  /** Absolute path of the built web app. */
  webDistDir: string;
  /** Behind a load balancer: take client IP and protocol from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** A session ends this many hours after sign-in however active it is. */
  sessionAbsoluteHours: number;
  /** A refresh token unused for this long is dead (spec section 9: 20 minutes). */
  sessionIdleMinutes: number;
  /** The web warns this long before the idle limit (spec section 9: 5 minutes). */
  sessionWarningMinutes: number;
  /** The longest a session check is answered from memory (decision 036); 0 reads the database every time. */
  sessionCacheSeconds: number;
  /** Connections to PostgreSQL (DATABASE_URL only): twice the cores plus one unless set (decision 078). */
  databasePoolSize: number;
  /** false answers SIGNUP_DISABLED to every new registration. */
  signupEnabled: boolean;
  /** null: mail is delivered to the dev mailbox table instead of an SMTP server. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Where messages from the /contact form are e-mailed. */
  supportEmail: string;
  /**
   * Serve /dev/mailbox (DEV_MAILBOX: on outside production, refused in production), and then only
   * to this machine (decision 093).
   */
  devMailbox: boolean;
  /**
   * Serve the OpenAPI document and Swagger UI at /api/docs (API_DOCS: on outside production, off in
   * production unless set; decision 093).
   */
  apiDocs: boolean;
  /** Who identifies people: `simulated` only outside production (decision 087). */
  eidProvider: EidProviderName;
  /** EID_PROVIDER=bankid: BankID's RP API over mutual TLS (BANKID_*, decision 088). */
  bankId: BankIdConfig | null;
  /** EID_PROVIDER=oidc: an OpenID Connect e-ID broker (OIDC_*, decision 089). */
  oidc: OidcEidConfig | null;
  /** How long the simulated BankID takes (spec: about 3 s). */
  bankIdDelayMs: number;
  /** null: uploaded files live on local disk in `<dataDir>/files`. */
  s3: S3Config | null;
  /** What each points package costs, in minor units (docs/product-rules.md: set here, not converted live). */
  pointPackagePrices: Record<PointsPackage, PackagePrices>;
  /** Who takes the money: the built-in test provider or Stripe Checkout (decision 090). */
  payments: PaymentsConfig;
  /** The seller named on every purchase receipt. */
  seller: SellerConfig;
}

/** PAYMENT_PROVIDER and its STRIPE_* settings. */
export type PaymentsConfig =
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** STRIPE_API_BASE: another API host (a local stand-in in tests); null: Stripe's own. */
      apiBase: { protocol: 'http' | 'https'; host: string; port: number } | null;
    };

export interface SellerConfig {
  name: string;
  organisationNumber: string;
  address: string;
}

/** Parsed environment before the key file side effect; `dataEncryptionKey` may still be missing. */
export type ParsedEnv = Omit<Config, 'dataEncryptionKey'> & { dataEncryptionKey: Buffer | null };

export interface LoadOptions {
  /**
   * The server that serves people: with NODE_ENV=production it refuses anything simulated
   * (decision 087). Tools such as the key rotation only read what they need.
   */
  serving?: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * PostgreSQL's own rule of thumb for a pool: twice the cores plus one. More connections than that
 * only take turns on the same cores (decision 078: on 2 cores, 5 connections served 10-15 % more
 * searches than 10, with a lower p99).
 */
export function defaultPoolSize(cores: number): number {
  return 2 * Math.max(1, cores) + 1;
}

/**
 * Reads the environment without touching the disk. Empty strings count as unset, because
 * `FOO=` in a .env file or compose file usually means "not configured". Every problem is reported
 * at once so an operator fixes the whole list in one go.
 */
export function parseEnv(
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
  cores: number = availableParallelism(),
  { serving = false }: LoadOptions = {},
): ParsedEnv {
  const input = Object.fromEntries(
    Object.keys(ZEnv.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = ZEnv.safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const raw = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
        // Never echo the encryption key or SMTP / S3 credentials, even malformed ones.
        const secret = SECRET_VARIABLES.has(name);
        const shown = raw === undefined || secret ? '' : ` (got ${JSON.stringify(raw)})`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const parsed = result.data;
  const databaseUrl = parsed.DATABASE_URL ?? null;
  const embedded = databaseUrl === null;

  if (!embedded && parsed.NODE_ENV === 'production' && parsed.DATA_ENCRYPTION_KEY === undefined) {
    throw new ConfigError([
      'DATA_ENCRYPTION_KEY: is required in production with DATABASE_URL (32 random bytes in base64)',
    ]);
  }
  const previousKey =
    parsed.DATA_ENCRYPTION_KEY_PREVIOUS === undefined
      ? null
      : Buffer.from(parsed.DATA_ENCRYPTION_KEY_PREVIOUS, 'base64');
  if (previousKey && parsed.DATA_ENCRYPTION_KEY === undefined) {
    throw new ConfigError([
      'DATA_ENCRYPTION_KEY_PREVIOUS: is only read during a key rotation, beside a new DATA_ENCRYPTION_KEY',
    ]);
  }
  if (previousKey && parsed.DATA_ENCRYPTION_KEY !== undefined) {
    if (previousKey.equals(Buffer.from(parsed.DATA_ENCRYPTION_KEY, 'base64'))) {
      throw new ConfigError(['DATA_ENCRYPTION_KEY_PREVIOUS: must be another key than DATA_ENCRYPTION_KEY']);
    }
  }

  const eidProvider = parsed.EID_PROVIDER ?? 'simulated';
  const { bankId, oidc } = eidSettingsOf(eidProvider, env);
  if (serving && parsed.NODE_ENV === 'production') {
    const problems = productionProblems(parsed, eidProvider);
    if (problems.length > 0) throw new ConfigError(problems);
  }

  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl,
    dataDir: absolute(parsed.DATA_DIR, cwd),
    publicUrl: parsed.PUBLIC_URL.replace(/\/+$/, ''),
    logLevel: parsed.LOG_LEVEL,
    nodeEnv: parsed.NODE_ENV,
    // Demo data helps a laptop install; a real database only gets it on explicit request.
    seedDemo: parsed.SEED_DEMO ?? embedded,
    dataEncryptionKey:
      parsed.DATA_ENCRYPTION_KEY === undefined ? null : Buffer.from(parsed.DATA_ENCRYPTION_KEY, 'base64'),
    dataEncryptionKeyPrevious: previousKey,
    webDistDir: absolute(parsed.WEB_DIST_DIR, cwd),
    trustProxy: parsed.TRUST_PROXY ?? false,
    sessionAbsoluteHours: parsed.SESSION_ABSOLUTE_HOURS,
    sessionIdleMinutes: parsed.SESSION_IDLE_MINUTES,
    sessionWarningMinutes: Math.min(parsed.SESSION_WARNING_MINUTES, parsed.SESSION_IDLE_MINUTES),
    sessionCacheSeconds: parsed.SESSION_CACHE_SECONDS,
    databasePoolSize: parsed.DATABASE_POOL_SIZE ?? defaultPoolSize(cores),
    signupEnabled: parsed.SIGNUP_ENABLED ?? true,
    smtpUrl: parsed.SMTP_URL ?? null,
    mailFrom: parsed.MAIL_FROM,
    supportEmail: parsed.SUPPORT_EMAIL.toLowerCase(),
    devMailbox: parsed.DEV_MAILBOX ?? parsed.NODE_ENV !== 'production',
    apiDocs: parsed.API_DOCS ?? parsed.NODE_ENV !== 'production',
    eidProvider,
    bankId,
    oidc,
    bankIdDelayMs: parsed.BANKID_DELAY_MS,
    s3: s3ConfigOf(parsed),
    pointPackagePrices: packagePricesOf(parsed.POINTS_PRICES_SEK, parsed.POINTS_PRICES_USD),
    payments: paymentsConfigOf(parsed),
    seller: {
      name: parsed.SELLER_NAME,
      organisationNumber: parsed.SELLER_ORG_NUMBER,
      address: parsed.SELLER_ADDRESS,
    },
  };
}

/**
 * The test provider is the default outside production, so a laptop runs offline; production
 * refuses it (productionProblems, decision 090). Stripe needs both of its secrets.
 */
function paymentsConfigOf(parsed: z.infer<typeof ZEnv>): PaymentsConfig {
  const provider = parsed.PAYMENT_PROVIDER ?? 'test';
  if (provider === 'test') return { provider };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (name) => parsed[name] === undefined,
  );
  if (parsed.STRIPE_SECRET_KEY === undefined || parsed.STRIPE_WEBHOOK_SECRET === undefined) {
    throw new ConfigError(missing.map((name) => `${name}: is required with PAYMENT_PROVIDER=stripe`));
  }
  const base = parsed.STRIPE_API_BASE === undefined ? null : new URL(parsed.STRIPE_API_BASE);
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    provider,
    secretKey: parsed.STRIPE_SECRET_KEY,
    webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
    apiBase: base && {
      protocol,
      host: base.hostname,
      port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
    },
  };
}

/** The chosen e-ID provider's own settings, checked by its parser (a problem stops the start). */
function eidSettingsOf(
  provider: EidProviderName,
  env: NodeJS.ProcessEnv,
): { bankId: BankIdConfig | null; oidc: OidcEidConfig | null } {
  const withoutEmpty = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  if (provider === 'bankid') {
    const result = parseBankIdConfig(withoutEmpty);
    if (!result.ok) throw new ConfigError(result.problems);
    return { bankId: result.config, oidc: null };
  }
  if (provider === 'oidc') {
    const result = parseOidcConfig(withoutEmpty);
    if (!result.ok) throw new ConfigError(result.problems);
    return { bankId: null, oidc: result.config };
  }
  return { bankId: null, oidc: null };
}

/**
 * Production fails closed: nothing simulated runs with NODE_ENV=production, and each refusal
 * names the settings to give instead (decision 087).
 */
function productionProblems(parsed: z.infer<typeof ZEnv>, eidProvider: EidProviderName): string[] {
  const problems: string[] = [];
  if (eidProvider === 'simulated') {
    problems.push(
      'EID_PROVIDER: the simulated BankID lets anyone identify as anyone and cannot run in production; ' +
        'set EID_PROVIDER=bankid (with BANKID_CA, and BANKID_PFX + BANKID_PASSPHRASE or BANKID_CERT + BANKID_KEY) ' +
        'or EID_PROVIDER=oidc (with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET)',
    );
  }
  if (parsed.SMTP_URL === undefined) {
    problems.push(
      'SMTP_URL: is required in production (e.g. smtps://user:pass@smtp.example.se:465); without it mail would only reach the development mailbox',
    );
  }
  if (parsed.DEV_MAILBOX === true) {
    problems.push(
      'DEV_MAILBOX: the development mailbox shows every mail to anyone and cannot run in production; remove it',
    );
  }
  if ((parsed.PAYMENT_PROVIDER ?? 'test') === 'test') {
    problems.push(
      'PAYMENT_PROVIDER: the test provider gives points away and cannot run in production; ' +
        'set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (decision 090)',
    );
  }
  return problems;
}

function packagePricesOf(sek: number[], usd: number[]): Record<PointsPackage, PackagePrices> {
  const at = (index: number): PackagePrices => ({ SEK: sek[index] ?? 0, USD: usd[index] ?? 0 });
  return { points_100: at(0), points_300: at(1), points_1000: at(2) };
}

/** S3 is on when S3_BUCKET is set; the other S3_* variables only make sense with it. */
function s3ConfigOf(parsed: z.infer<typeof ZEnv>): S3Config | null {
  const problems: string[] = [];
  const keyId = parsed.S3_ACCESS_KEY_ID;
  const secret = parsed.S3_SECRET_ACCESS_KEY;
  if ((keyId === undefined) !== (secret === undefined)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (parsed.S3_BUCKET === undefined) {
    const stray = (
      ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
    ).filter((name) => parsed[name] !== undefined);
    if (stray.length > 0) {
      problems.push(`S3_BUCKET: is required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  if (parsed.S3_BUCKET === undefined) return null;
  const endpoint = parsed.S3_ENDPOINT?.replace(/\/+$/, '') ?? null;
  return {
    bucket: parsed.S3_BUCKET,
    // S3-compatible services mostly ignore the region but the signature needs one.
    region: parsed.S3_REGION ?? 'us-east-1',
    endpoint,
    // Own endpoints (MinIO and friends) rarely have a DNS name per bucket; AWS prefers virtual hosts.
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? endpoint !== null,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : null,
  };
}

/**
 * The full configuration for the process: the parsed environment plus the encryption key, which
 * embedded mode creates once in `<DATA_DIR>/secret.key` (0600) so personal numbers stay readable
 * across restarts without any setup.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
  options: LoadOptions = {},
): Config {
  const parsed = parseEnv(env, cwd, availableParallelism(), options);
  return { ...parsed, dataEncryptionKey: parsed.dataEncryptionKey ?? readOrCreateKeyFile(parsed.dataDir) };
}

/** loadConfig for an entry point (the server, the key rotation): a bad environment is printed, exit 1. */
export function loadConfigOrExit(options: LoadOptions = {}): Config {
  try {
    return loadConfig(process.env, process.cwd(), options);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function readOrCreateKeyFile(dataDir: string): Buffer {
  const file = join(dataDir, SECRET_KEY_FILE);
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) {
      throw new ConfigError([
        `${file}: does not hold a 32-byte base64 key; restore it or set DATA_ENCRYPTION_KEY`,
      ]);
    }
    return key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx' fails instead of overwriting if another process created the file in the meantime.
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}
