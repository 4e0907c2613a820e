import { parseCustomerQuery } from '@ramkoll/shared/rules/store-registration';
import type { StoreCustomer } from '@ramkoll/shared/schemas/store-registration';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import { consumeAttempt, type RateLimitRule } from '../auth/rate-limit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { storeContextOf, type StoreContext } from './store-context.js';
import { findCustomer, toStoreCustomer } from './store-customer.js';

/**
 * Customer look-ups and account creations per store (decision 039): a busy counter serves a
 * customer every few minutes; 30 in 10 minutes is far above that and far below enumerating people.
 */
export const storeCustomerRateLimit: RateLimitRule = { max: 30, windowMs: 10 * 60_000 };

export function storeCustomerKey(storeId: string): string {
  return `store-customers:${storeId}`;
}

/** Counts one look-up or creation against the store's limit; 429 RATE_LIMITED when it is used up. */
export async function consumeCustomerAttempt(
  db: Db,
  store: StoreContext,
  now: Date,
  meta: RequestMeta,
): Promise<void> {
  const limit = await consumeAttempt({
    db,
    key: storeCustomerKey(store.storeId),
    rule: storeCustomerRateLimit,
    now,
    ipAddress: meta.ipAddress,
  });
  if (!limit.allowed) throw new AppError('RATE_LIMITED');
}

/**
 * The counter finds a customer by exact e-mail or personnummer. Every look-up is counted and
 * audited with the staff code (never the personnummer); a miss is 404 CUSTOMER_NOT_FOUND.
 */
export async function lookupCustomer(options: {
  db: Db;
  actor: Actor;
  sessionId: string;
  cipher: PersonalNumberCipher;
  query: string;
  meta: RequestMeta;
  now: Date;
}): Promise<StoreCustomer> {
  const { db, actor, sessionId, cipher, meta, now } = options;
  const store = await storeContextOf({ db, actor, sessionId });
  const query = parseCustomerQuery(options.query, now);
  if (!query.ok) throw validationFailed('query', query.problem);
  await consumeCustomerAttempt(db, store, now, meta);

  const customer = await findCustomer(
    db,
    cipher,
    query.kind === 'email' ? { email: query.email } : { personalNumber: query.personalNumber },
  );
  await writeAudit(db, {
    action: 'store.customer_lookup',
    actorUserId: actor.userId,
    targetType: customer ? 'user' : undefined,
    targetId: customer?.id,
    details: {
      storeId: store.storeId,
      staffCodeId: store.staffCodeId,
      by: query.kind,
      found: customer !== null,
    },
    meta,
  });
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
  return toStoreCustomer(customer);
}
