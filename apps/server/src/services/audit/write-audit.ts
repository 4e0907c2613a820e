import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import type { RequestMeta } from '../auth/session-store.js';

export type AuditAction =
  | 'auth.sign_up'
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'auth.sign_out'
  | 'auth.bankid_register'
  | 'auth.bankid_sign_in'
  | 'auth.eid_takeover'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'auth.staff_code_verified'
  | 'auth.staff_code_failed'
  | 'bike.register'
  | 'bike.update'
  | 'bike.delete'
  | 'bike.report_stolen'
  | 'bike.mark_recovered'
  | 'bike.battery_stolen'
  | 'bike.recovery_report'
  | 'bike.recovery_confirmed'
  | 'bike.recovery_dismissed'
  | 'bike.sale_published'
  | 'bike.sale_withdrawn'
  | 'bike.transfer_started'
  | 'bike.transfer_completed'
  | 'bike.transfer_declined'
  | 'bike.transfer_cancelled'
  | 'bike.frame_number_review_cleared'
  | 'bike.frame_number_review_flagged'
  | 'store.application_submitted'
  | 'store.request_approved'
  | 'store.request_rejected'
  | 'business.request_submitted'
  | 'admin.business_request_status_changed'
  | 'admin.business_request_note_added'
  | 'points.purchased'
  | 'points.reversed'
  | 'qr.ordered'
  | 'qr.printed'
  | 'qr.sent'
  | 'qr.batch_created'
  | 'campaign.created'
  | 'campaign.updated'
  | 'campaign.paused'
  | 'campaign.resumed'
  | 'campaign.ended'
  | 'identity.id_document_submitted'
  | 'identity.id_document_approved'
  | 'identity.id_document_rejected'
  | 'account.password_changed'
  | 'account.exported'
  | 'account.deleted'
  | 'store.staff_code_added'
  | 'store.staff_code_disabled'
  | 'store.profile_updated'
  | 'store.bikes_exported'
  | 'store.customer_lookup'
  | 'store.customer_created'
  | 'store.bike_registered'
  | 'admin.partner_updated'
  | 'admin.partner_suspended'
  | 'admin.partner_reactivated'
  | 'admin.points_adjusted'
  | 'admin.bike_viewed'
  | 'admin.bike_recovered'
  | 'admin.sale_ended'
  | 'admin.bike_deleted';

/**
 * One audit row. `details` must never hold a personnummer, a password or a token: callers pass
 * only ids, reasons and methods.
 */
export async function writeAudit(
  db: Pick<Db, 'insert'>,
  entry: {
    action: AuditAction;
    actorUserId: string | null;
    targetType?: string;
    targetId?: string;
    details?: Record<string, string | number | boolean | null>;
    meta: RequestMeta;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
    ipAddress: entry.meta.ipAddress,
    userAgent: entry.meta.userAgent?.slice(0, 500) ?? null,
  });
}
