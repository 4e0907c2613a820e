import { randomUUID } from 'node:crypto';
import { impersonatesService } from '@ramkoll/shared/rules/display-name';
import {
  ADJUSTMENT_REASON_MAX_LENGTH,
  ADJUSTMENT_REASON_MIN_LENGTH,
  MAX_POINTS_ADJUSTMENT,
  STORE_DETAIL_MAX_LENGTH,
  type AdjustPartnerPointsRequest,
  type UpdatePartnerRequest,
} from '@ramkoll/shared/schemas/admin-partners';
import { sanitizeText } from '@ramkoll/shared/rules/sanitize-text';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import { validationFailed } from '../auth/validation.js';
import type { RequestMeta } from '../auth/session-store.js';
import { revokeAllSessions } from '../auth/session-store.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { earnPoints } from '../points/earn-points.js';
import { spendPoints } from '../points/spend-points.js';
import { isUuid } from '../../lib/uuid.js';

interface Deps {
  db: Db;
  actor: Actor;
  storeId: string;
  meta: RequestMeta;
  now: Date;
}

/** Where the suspension and reactivation mails send the store (links and whom to contact). */
interface MailDeps {
  publicUrl: string;
  supportEmail: string;
}

function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
}

/** The store row locked for the change, or 404 PARTNER_NOT_FOUND (also for a malformed id). */
async function lockStore(tx: Tx, storeId: string) {
  if (!isUuid(storeId)) throw new AppError('PARTNER_NOT_FOUND');
  const [row] = await tx
    .select({ id: stores.id, accountUserId: stores.accountUserId, suspendedAt: stores.suspendedAt })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  if (!row) throw new AppError('PARTNER_NOT_FOUND');
  return row;
}

/** The store's name and its account's address and language, for the mail about its status. */
async function storeRecipient(tx: Tx, storeId: string) {
  const [row] = await tx
    .select({ name: stores.name, email: users.email, language: profiles.language })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.accountUserId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ? { ...row, language: row.language ?? 'sv' } : null;
}

/** A required reason, through the sanitiser, 3–500 characters. */
export function checkAdminReason(input: string): string {
  const reason = sanitizeText(input) ?? '';
  if (!reason) throw validationFailed('reason', 'reason_required');
  if (reason.length < ADJUSTMENT_REASON_MIN_LENGTH) throw validationFailed('reason', 'reason_too_short');
  if (reason.length > ADJUSTMENT_REASON_MAX_LENGTH) throw validationFailed('reason', 'reason_too_long');
  return reason;
}

function detail(field: string, value: string | null, required = false): string | null {
  const clean = sanitizeText(value) || null;
  if (required && !clean) throw validationFailed(field, 'required');
  if (clean && clean.length > STORE_DETAIL_MAX_LENGTH) throw validationFailed(field, 'too_long');
  return clean;
}

/** Edit a store's public and contact details; audited with the fields changed. */
export async function updatePartner({ input, ...deps }: Deps & { input: UpdatePartnerRequest }) {
  requireAdmin(deps.actor);
  const values = {
    name: detail('name', input.name, true) as string,
    chain: detail('chain', input.chain),
    address: detail('address', input.address),
    postalCode: detail('postalCode', input.postalCode),
    city: detail('city', input.city),
    phone: detail('phone', input.phone),
    contactInfo: detail('contactInfo', input.contactInfo),
  };
  // The store's name is the sender of its customers' mails (decision 095).
  if (impersonatesService(values.name, { kind: 'store' }))
    throw validationFailed('name', 'name_impersonates');
  await deps.db.transaction(async (tx) => {
    await lockStore(tx, deps.storeId);
    await tx.update(stores).set(values).where(eq(stores.id, deps.storeId));
    await writeAudit(tx, {
      action: 'admin.partner_updated',
      actorUserId: deps.actor.userId,
      targetType: 'store',
      targetId: deps.storeId,
      meta: deps.meta,
    });
  });
}

/**
 * Suspend: the store leaves /partners, its account cannot sign in, and every session it has is
 * revoked in the same transaction (the stores and sessions triggers drop them from the session
 * cache, decision 036). 409 PARTNER_ALREADY_SUSPENDED when it already is. The store's account is
 * mailed the reason and whom to contact, queued in the same transaction.
 */
export async function suspendPartner({ reason: input, ...deps }: Deps & MailDeps & { reason: string }) {
  requireAdmin(deps.actor);
  const reason = checkAdminReason(input);
  await deps.db.transaction(async (tx) => {
    const store = await lockStore(tx, deps.storeId);
    if (store.suspendedAt) throw new AppError('PARTNER_ALREADY_SUSPENDED');
    await tx
      .update(stores)
      .set({ suspendedAt: deps.now })
      .where(and(eq(stores.id, deps.storeId), isNull(stores.suspendedAt)));
    if (store.accountUserId) await revokeAllSessions({ db: tx, userId: store.accountUserId, now: deps.now });
    const recipient = await storeRecipient(tx, deps.storeId);
    if (recipient)
      await enqueueMail(tx, {
        to: recipient.email,
        template: 'store-suspended',
        language: recipient.language,
        payload: { storeName: recipient.name, reason, supportEmail: deps.supportEmail },
        now: deps.now,
      });
    await writeAudit(tx, {
      action: 'admin.partner_suspended',
      actorUserId: deps.actor.userId,
      targetType: 'store',
      targetId: deps.storeId,
      details: { reason },
      meta: deps.meta,
    });
  });
}

/** Reactivate a suspended store: it may sign in again and is listed on /partners; it is told so. */
export async function reactivatePartner({ reason: input, ...deps }: Deps & MailDeps & { reason: string }) {
  requireAdmin(deps.actor);
  const reason = checkAdminReason(input);
  await deps.db.transaction(async (tx) => {
    const store = await lockStore(tx, deps.storeId);
    if (!store.suspendedAt) throw new AppError('PARTNER_NOT_SUSPENDED');
    await tx
      .update(stores)
      .set({ suspendedAt: null })
      .where(and(eq(stores.id, deps.storeId), isNotNull(stores.suspendedAt)));
    const recipient = await storeRecipient(tx, deps.storeId);
    if (recipient)
      await enqueueMail(tx, {
        to: recipient.email,
        template: 'store-reactivated',
        language: recipient.language,
        payload: { storeName: recipient.name, signInUrl: `${deps.publicUrl}/store-login` },
        now: deps.now,
      });
    await writeAudit(tx, {
      action: 'admin.partner_reactivated',
      actorUserId: deps.actor.userId,
      targetType: 'store',
      targetId: deps.storeId,
      details: { reason },
      meta: deps.meta,
    });
  });
}

/**
 * Credit or debit the store account's points with a reason (ledger reason admin_adjustment,
 * through earnPoints / spendPoints). A debit below zero is 402 INSUFFICIENT_POINTS and changes
 * nothing.
 */
export async function adjustPartnerPoints({ input, ...deps }: Deps & { input: AdjustPartnerPointsRequest }) {
  requireAdmin(deps.actor);
  if (input.amount === 0) throw validationFailed('amount', 'amount_zero');
  if (Math.abs(input.amount) > MAX_POINTS_ADJUSTMENT) throw validationFailed('amount', 'amount_too_large');
  const reason = checkAdminReason(input.reason);
  return deps.db.transaction(async (tx) => {
    const store = await lockStore(tx, deps.storeId);
    if (!store.accountUserId) throw new AppError('PARTNER_NOT_FOUND');
    const reference = `admin_adjustment:${randomUUID()}`;
    const options = { userId: store.accountUserId, reason: 'admin_adjustment' as const, reference };
    const balance =
      input.amount > 0
        ? await earnPoints(tx, { ...options, amount: input.amount })
        : await spendPoints(tx, { ...options, amount: -input.amount });
    await writeAudit(tx, {
      action: 'admin.points_adjusted',
      actorUserId: deps.actor.userId,
      targetType: 'store',
      targetId: deps.storeId,
      details: { amount: input.amount, reason, reference },
      meta: deps.meta,
    });
    return { storeId: deps.storeId, pointsBalance: Number(balance) };
  });
}
