import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import type { Db, Listen } from './db/client.js';
import { readServerVersion } from './lib/version.js';
import { systemClock, type Clock } from './lib/clock.js';
import { accountsPlugin } from './plugins/accounts.js';
import { analysisPlugin } from './plugins/analysis.js';
import { companyLookupPlugin } from './plugins/company-lookup.js';
import { stolenListPlugin } from './plugins/stolen-list.js';
import { authPlugin, type AccessTokenVerifier } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { noNulPlugin } from './plugins/no-nul.js';
import { privateAnswersPlugin } from './plugins/private-answers.js';
import { compressAnswersPlugin } from './plugins/compress-answers.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { errorsPlugin, send } from './plugins/errors.js';
import { eventsPlugin } from './plugins/events.js';
import { mailPlugin } from './plugins/mail.js';
import { paymentsPlugin } from './plugins/payments.js';
import { spaPlugin } from './plugins/spa.js';
import { storagePlugin } from './plugins/storage.js';
import type { AnalysisProvider } from './providers/analysis/analysis-provider.js';
import { createLocalAnalysisProvider } from './providers/analysis/local-analysis-provider.js';
import { createEidProvider } from './providers/eid/create-eid-provider.js';
import type { EidProvider } from './providers/eid/eid-provider.js';
import type { CompanyLookupProvider } from './providers/company-lookup/company-lookup-provider.js';
import { createTableCompanyLookupProvider } from './providers/company-lookup/table-company-lookup-provider.js';
import type { PaymentProvider } from './providers/payments/payment-provider.js';
import { createStripePaymentProvider } from './providers/payments/stripe-payment-provider.js';
import { createTestPaymentProvider } from './providers/payments/test-payment-provider.js';
import { createStorage } from './providers/storage/create-storage.js';
import type { Storage } from './providers/storage/storage.js';
import { adminArea } from './routes/admin/admin-area.js';
import { authArea } from './routes/auth/auth-area.js';
import { bikesArea } from './routes/bikes/bikes-area.js';
import { eventsArea } from './routes/events/events-area.js';
import { devMailboxRoute } from './routes/dev/mailbox.js';
import { filesArea } from './routes/files/files-area.js';
import { meArea } from './routes/me/me-area.js';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './routes/payments/stripe-webhook.js';
import { publicArea } from './routes/public/public-area.js';
import type { RouteAccess } from './routes/route-contract.js';
import { storeArea } from './routes/store/store-area.js';
import { createAccessTokenService } from './services/auth/access-token.js';
import type { DataKeys } from './lib/crypto/data-keys.js';
import { deriveKey } from './lib/crypto/derive-key.js';
import { createSealedJson } from './lib/crypto/sealed-json.js';
import { createStaffCodeHash } from './lib/crypto/keyed-hash.js';
import { createPersonalNumberCipher } from './lib/crypto/personal-number-cipher.js';
import type { MailTransport } from './services/mail/mail-transport.js';

export type AppConfig = Pick<
  Config,
  | 'logLevel'
  | 'nodeEnv'
  | 'publicUrl'
  | 'webDistDir'
  | 'trustProxy'
  | 'dataEncryptionKey'
  | 'sessionAbsoluteHours'
  | 'sessionIdleMinutes'
  | 'sessionWarningMinutes'
  | 'sessionCacheSeconds'
  | 'signupEnabled'
  | 'smtpUrl'
  | 'mailFrom'
  | 'supportEmail'
  | 'devMailbox'
  | 'apiDocs'
  | 'eidProvider'
  | 'bankId'
  | 'oidc'
  | 'bankIdDelayMs'
  | 'dataDir'
  | 's3'
  | 'pointPackagePrices'
  | 'payments'
  | 'seller'
> &
  Partial<Pick<Config, 'dataEncryptionKeyPrevious'>>;

/** One route as registered: what the route table test walks (test/routes/route-table.test.ts). */
export interface RouteTableEntry {
  method: string;
  url: string;
  /** From the route's contract (routes/route-contract.ts); undefined for routes without one. */
  access: RouteAccess | undefined;
  /** A signed-in route that answers while the password is temporary (decision 091). */
  allowsTemporaryPassword: boolean;
  /** Which parts the route's schema validates, and the statuses its response map names. */
  schema: { params: boolean; querystring: boolean; body: boolean; responses: number[] } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, collected as it is registered. */
    routeTable: readonly RouteTableEntry[];
  }
}

export interface AppDeps {
  db: Db;
  /** LISTEN on the database (Database.listen): feeds /api/events on this instance. */
  listen: Listen;
  /** Realtime heartbeat and session re-check interval; defaults to the spec's 25 s. */
  eventsHeartbeatMs?: number;
  /** Verifies access-token cookies; defaults to the JWT verifier under the configured key. */
  accessTokens?: AccessTokenVerifier;
  /** Time source for tokens, sessions and rate limits; tests move it. */
  clock?: Clock;
  /** Replaces the e-ID provider the configuration names (EID_PROVIDER). */
  eid?: EidProvider;
  /** Replaces SMTP / the dev mailbox. */
  mailTransport?: MailTransport;
  /** Replaces the S3 / `<dataDir>/files` choice (tests use a temporary folder). */
  storage?: Storage;
  /** Replaces the built-in OCR and colour analysis (an external vision service). */
  analysis?: AnalysisProvider;
  /** Replaces the provider PAYMENT_PROVIDER names (the test provider or Stripe). */
  payments?: PaymentProvider;
  /** Replaces the built-in company register (the `companies` table) with a real one. */
  companyLookup?: CompanyLookupProvider;
}

/**
 * The whole HTTP application on a given database, not yet listening: server.ts listens, tests
 * call `app.inject`. Nothing here opens or closes the database.
 */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const version = readServerVersion();
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    // A malformed path or an over-long path parameter is refused by the router before any hook:
    // answer it with our coded body like every other refusal.
    frameworkErrors: (_error, _request, reply) => {
      void send(reply, 'BAD_REQUEST');
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before any route exists, so the table holds them all (plugins' routes too).
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push(routeTableEntry(method, route));
  });

  const https = config.publicUrl.startsWith('https://');
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // UI libraries (toasts, dialogs) insert <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: and blob: for previews of photos taken with the camera before upload.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // The QR scanner runs in a worker created from a blob; the PWA service worker is same-origin.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // On plain-http installs (localhost) upgrading would break every request.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful, and only safe, when the site is really served over https.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    // The camera must stay usable for QR scanning and photos; the rest stays off.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(privateAnswersPlugin);

  // API_DOCS: a map of every route is for developers, not for the public (decision 093).
  if (config.apiDocs) {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Ramkoll API', version },
        servers: [{ url: config.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      // Swagger UI's page needs its own inline script/style hashes instead of the SPA policy.
      staticCSP: true,
      transformStaticCSP: (header) => (https ? header : header.replace(/\s*upgrade-insecure-requests;?/, '')),
    });
  }

  await app.register(errorsPlugin);
  // Stripe's servers post the webhook; its signature is its proof (decision 090).
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl, exemptPaths: [STRIPE_WEBHOOK_PATH] });
  await app.register(noNulPlugin);
  await app.register(compressAnswersPlugin);
  await app.register(dbPlugin, { db: deps.db });
  const clock = deps.clock ?? systemClock;
  const keys: DataKeys = {
    current: config.dataEncryptionKey,
    previous: config.dataEncryptionKeyPrevious ?? null,
  };
  const tokens = createAccessTokenService(keys, clock);
  await app.register(authPlugin, {
    tokens,
    accessTokens: deps.accessTokens ?? tokens,
    clock,
    cipher: createPersonalNumberCipher(keys),
    sessions: {
      absoluteHours: config.sessionAbsoluteHours,
      idleMinutes: config.sessionIdleMinutes,
      warningMinutes: config.sessionWarningMinutes,
    },
    secureCookies: https,
    listen: deps.listen,
    sessionCacheSeconds: config.sessionCacheSeconds,
  });
  await app.register(stolenListPlugin, { listen: deps.listen });
  await app.register(accountsPlugin, {
    signupEnabled: config.signupEnabled,
    eid: {
      provider: deps.eid ?? createEidProvider(config),
      seal: createSealedJson(deriveKey(keys.current, 'eid-orders'), 'eid-orders'),
      callbackUrl: `${config.publicUrl}/api/auth/eid/callback`,
    },
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    staffCodeHash: createStaffCodeHash(keys),
  });
  await app.register(storagePlugin, deps.storage ? { storage: deps.storage } : createStorage(config));
  await app.register(analysisPlugin, { provider: deps.analysis ?? createLocalAnalysisProvider() });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    clock,
    ...(deps.mailTransport ? { transport: deps.mailTransport } : {}),
  });

  await app.register(eventsPlugin, {
    listen: deps.listen,
    ...(deps.eventsHeartbeatMs ? { heartbeatMs: deps.eventsHeartbeatMs } : {}),
  });
  const paymentProvider = deps.payments ?? createPaymentProvider(config, keys);
  await app.register(paymentsPlugin, {
    provider: paymentProvider,
    prices: config.pointPackagePrices,
    receipts: { seller: config.seller, publicUrl: config.publicUrl },
  });

  await app.register(companyLookupPlugin, {
    provider: deps.companyLookup ?? createTableCompanyLookupProvider(deps.db),
  });

  await app.register(publicArea, { prefix: '/api', version, supportEmail: config.supportEmail });
  await app.register(authArea, { prefix: '/api/auth' });
  await app.register(filesArea, { prefix: '/api' });
  await app.register(meArea, { prefix: '/api/me' });
  await app.register(eventsArea, { prefix: '/api/events' });
  await app.register(bikesArea, { prefix: '/api/bikes' });
  await app.register(storeArea, { prefix: '/api/store' });
  await app.register(adminArea, { prefix: '/api/admin' });
  if (paymentProvider.readWebhook) {
    await app.register(stripeWebhookRoutes, { prefix: '/api/payments', provider: paymentProvider });
  }
  if (config.devMailbox) await app.register(devMailboxRoute);

  await app.register(spaPlugin, {
    webDistDir: config.webDistDir,
    // Built beside the web app (apps/web/dist-prerender, decision 086).
    rendererDir: join(dirname(config.webDistDir), 'dist-prerender'),
  });

  return app;
}

/** PAYMENT_PROVIDER's provider: Stripe Checkout, or the test provider (never in production, env.ts). */
function createPaymentProvider(config: AppConfig, keys: DataKeys): PaymentProvider {
  if (config.payments.provider === 'stripe') {
    return createStripePaymentProvider({ ...config.payments, publicUrl: config.publicUrl });
  }
  return createTestPaymentProvider({
    key: deriveKey(keys.current, 'test-payments'),
    previousKeys: keys.previous ? [deriveKey(keys.previous, 'test-payments')] : [],
  });
}

function routeTableEntry(method: string, route: RouteOptions): RouteTableEntry {
  const { schema } = route;
  const responses = typeof schema?.response === 'object' && schema.response !== null ? schema.response : {};
  return {
    method,
    url: route.url,
    access: route.config?.access,
    allowsTemporaryPassword: route.config?.allowsTemporaryPassword ?? false,
    schema: schema
      ? {
          params: schema.params !== undefined,
          querystring: schema.querystring !== undefined,
          body: schema.body !== undefined,
          responses: Object.keys(responses).map(Number),
        }
      : null,
  };
}

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    // Readable lines for a developer; JSON everywhere else, for log collectors.
    ...(config.nodeEnv === 'development' && isInstalled('pino-pretty')
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** pino-pretty is a dev dependency: a production install without it still logs, as JSON. */
function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
