import { Agent, request } from 'node:https';
import type { BankIdConfig } from './bankid-config.js';
import type { EidCollected, EidLanguage, EidProvider, EidStarted } from './eid-provider.js';

/**
 * BankID's Relying Party API v6 (decision 088), our own small client: `POST {url}/auth`,
 * `/collect` and `/cancel`, JSON over mutual TLS with our RP certificate, trusting only the CA in
 * BANKID_CA for BankID's server certificate, each request with a time limit.
 */

/** BankID's error codes, plus our client's own: `timeout` (no answer in time) and `connectionFailed`. */
export type BankIdErrorCode =
  | 'alreadyInProgress'
  | 'invalidParameters'
  | 'unauthorized'
  | 'notFound'
  | 'methodNotAllowed'
  | 'requestTimeout'
  | 'unsupportedMediaType'
  | 'internalError'
  | 'maintenance'
  | 'timeout'
  | 'connectionFailed'
  | 'unknown';

const bankIdErrorCodes: ReadonlySet<string> = new Set<BankIdErrorCode>([
  'alreadyInProgress',
  'invalidParameters',
  'unauthorized',
  'notFound',
  'methodNotAllowed',
  'requestTimeout',
  'unsupportedMediaType',
  'internalError',
  'maintenance',
]);

/** A call to BankID that did not succeed. `bankIdErrorMessage(errorCode)` (shared) is its user message. */
export class BankIdError extends Error {
  override readonly name = 'BankIdError';
  constructor(
    readonly errorCode: BankIdErrorCode,
    /** BankID's `details` or our own description; for logs, never for the person. */
    readonly details: string,
    /** The HTTP status BankID answered with; null when there was no answer. */
    readonly httpStatus: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(`BankID ${errorCode}${httpStatus ? ` (HTTP ${httpStatus})` : ''}: ${details}`, options);
  }
}

/** The hint codes BankID documents for a pending order; any other becomes `unknown`. */
const pendingHintCodes: ReadonlySet<string> = new Set([
  'outstandingTransaction',
  'noClient',
  'started',
  'userSign',
  'userMrtd',
  'userCallConfirm',
]);

/** The hint codes BankID documents for a failed order; any other becomes `unknown`. */
const failedHintCodes: ReadonlySet<string> = new Set([
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
  'notSupportedByUserApp',
  'transactionRiskBlocked',
]);

const userVisibleText: Record<EidLanguage, string> = {
  sv: 'Identifiering hos Ramkoll',
  en: 'Identification at Ramkoll',
};

const DEFAULT_TIMEOUT_MS = 10_000;
/** BankID's answers are small; anything far larger is not BankID. */
const MAX_ANSWER_BYTES = 1024 * 1024;

function errorCodeForStatus(status: number): BankIdErrorCode {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 405) return 'methodNotAllowed';
  if (status === 408) return 'requestTimeout';
  if (status === 415) return 'unsupportedMediaType';
  if (status === 503) return 'maintenance';
  if (status >= 500) return 'internalError';
  return 'unknown';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export interface BankIdProviderOptions {
  /**
   * `requirement` sent with every auth (BankID's names, e.g. `{ pinCode: true }` or
   * `{ certificatePolicies: [...] }`); none by default.
   */
  requirement?: Record<string, unknown>;
}

export function createBankIdProvider(
  config: BankIdConfig,
  options: BankIdProviderOptions = {},
): EidProvider & {
  /** Closes the kept-alive TLS connections (at shutdown). */
  close(): void;
} {
  const base = new URL(`${config.url.replace(/\/+$/, '')}/`);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const agent = new Agent({
    ...config.client,
    ca: config.ca,
    minVersion: 'TLSv1.2',
    keepAlive: true,
    maxSockets: 16,
  });

  function call(method: 'auth' | 'collect' | 'cancel', body: Record<string, unknown>): Promise<unknown> {
    const url = new URL(method, base);
    const payload = Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (outcome: { answer: unknown } | { error: BankIdError }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if ('error' in outcome) {
          req.destroy();
          reject(outcome.error);
        } else resolve(outcome.answer);
      };
      const fail = (errorCode: BankIdErrorCode, details: string, status: number | null, cause?: unknown) =>
        settle({ error: new BankIdError(errorCode, `${method}: ${details}`, status, { cause }) });
      const connectionFailed = (error: Error) => {
        const code = (error as NodeJS.ErrnoException).code;
        fail('connectionFailed', `${code ? `${code}: ` : ''}${error.message}`, null, error);
      };

      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': String(payload.length),
            accept: 'application/json',
          },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES)
              fail('unknown', `answer larger than ${MAX_ANSWER_BYTES} bytes`, status);
            else chunks.push(chunk);
          });
          res.on('error', connectionFailed);
          res.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = undefined;
            try {
              parsed = raw ? JSON.parse(raw) : {};
            } catch {
              parsed = undefined;
            }
            if (status === 200) {
              if (parsed === undefined) fail('unknown', 'the answer is not JSON', status);
              else settle({ answer: parsed });
              return;
            }
            const answered = isRecord(parsed) ? text(parsed.errorCode) : null;
            const errorCode =
              answered && bankIdErrorCodes.has(answered)
                ? (answered as BankIdErrorCode)
                : errorCodeForStatus(status);
            const details = (isRecord(parsed) ? text(parsed.details) : null) ?? `HTTP ${status}`;
            fail(errorCode, answered && answered !== errorCode ? `${answered}: ${details}` : details, status);
          });
        },
      );
      const timer = setTimeout(() => fail('timeout', `no answer within ${timeoutMs} ms`, null), timeoutMs);
      req.on('error', connectionFailed);
      req.end(payload);
    });
  }

  return {
    name: 'bankid',
    kind: 'app',
    // BankID asks relying parties to collect an order at most every other second.
    collectIntervalMs: 2_000,

    async start(input): Promise<EidStarted> {
      const body: Record<string, unknown> = {
        endUserIp: input.endUserIp,
        userVisibleData: Buffer.from(userVisibleText[input.language], 'utf8').toString('base64'),
        userVisibleDataFormat: 'simpleMarkdownV1',
      };
      if (options.requirement) body.requirement = options.requirement;
      const answer = await call('auth', body);
      const fields = isRecord(answer) ? answer : {};
      const orderRef = text(fields.orderRef);
      const autoStartToken = text(fields.autoStartToken);
      const qrStartToken = text(fields.qrStartToken);
      const qrStartSecret = text(fields.qrStartSecret);
      if (!orderRef || !autoStartToken || !qrStartToken || !qrStartSecret)
        throw new BankIdError(
          'unknown',
          'auth: the answer lacks orderRef, autoStartToken, qrStartToken or qrStartSecret',
        );
      return { kind: 'app', providerRef: orderRef, autoStartToken, qrStartToken, qrStartSecret };
    },

    async collect(order): Promise<EidCollected> {
      const answer = await call('collect', { orderRef: order.providerRef });
      if (!isRecord(answer)) throw new BankIdError('unknown', 'collect: the answer is not an object');
      const status = answer.status;
      const hintCode = text(answer.hintCode);
      if (status === 'pending')
        return {
          status: 'pending',
          hintCode: hintCode && pendingHintCodes.has(hintCode) ? hintCode : 'unknown',
        };
      if (status === 'failed')
        return {
          status: 'failed',
          hintCode: hintCode && failedHintCodes.has(hintCode) ? hintCode : 'unknown',
        };
      if (status === 'complete') {
        const completion = isRecord(answer.completionData) ? answer.completionData : {};
        const user = isRecord(completion.user) ? completion.user : {};
        const personalNumber = text(user.personalNumber);
        const name = text(user.name);
        if (!personalNumber || !/^\d{12}$/.test(personalNumber) || !name)
          throw new BankIdError('unknown', 'collect: a complete order without a personal number and name');
        return {
          status: 'complete',
          identity: { personalNumber, name, givenName: text(user.givenName), surname: text(user.surname) },
        };
      }
      throw new BankIdError('unknown', `collect: unknown status ${JSON.stringify(status)}`);
    },

    async cancel(order): Promise<void> {
      try {
        await call('cancel', { orderRef: order.providerRef });
      } catch (error) {
        // An order that has already ended (complete, failed, cancelled or expired) is unknown to
        // BankID, which answers invalidParameters ("No such order"): it is over either way. (notFound
        // is a wrong URL path, our fault, and stays an error.)
        if (error instanceof BankIdError && error.errorCode === 'invalidParameters') return;
        throw error;
      }
    },

    close() {
      agent.destroy();
    },
  };
}
