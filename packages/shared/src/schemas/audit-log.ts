import { z } from 'zod';

/*
 * The admin audit log page (decision 044): every admin's actions, newest first, a page at a time by
 * keyset (created_at, id), filtered by action, by admin and by a range of Swedish days.
 */

export const AUDIT_LOG_PAGE_SIZE_MAX = 100;
export const AUDIT_LOG_PAGE_SIZE_DEFAULT = 50;

/** The actions admins take, offered by the page's action filter (the API takes any action name). */
export const adminAuditActions = [
  'admin.business_request_status_changed',
  'admin.business_request_note_added',
  'admin.partner_updated',
  'admin.partner_suspended',
  'admin.partner_reactivated',
  'admin.points_adjusted',
  'admin.bike_viewed',
  'admin.bike_recovered',
  'admin.sale_ended',
  'admin.bike_deleted',
  'identity.id_document_approved',
  'identity.id_document_rejected',
  'store.request_approved',
  'store.request_rejected',
  'campaign.created',
  'campaign.updated',
  'campaign.paused',
  'campaign.resumed',
  'campaign.ended',
  'qr.printed',
  'qr.sent',
  'qr.batch_created',
  'bike.frame_number_review_cleared',
  'bike.frame_number_review_flagged',
  'auth.sign_in',
  'auth.sign_out',
] as const;

export const ZAuditLogQuery = z.object({
  action: z.string().max(100).optional(),
  /** One admin's actions (their user id). */
  adminId: z.string().max(100).optional(),
  /** Swedish days, YYYY-MM-DD, both included. */
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_SIZE_MAX).default(AUDIT_LOG_PAGE_SIZE_DEFAULT),
});
export type AuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditLogEntry = z.object({
  id: z.string(),
  action: z.string(),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** Ids, reasons and methods only (never a personnummer, password or token). */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAuditLogResponse = z.object({
  entries: z.array(ZAuditLogEntry),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The admins, for the filter. */
  admins: z.array(z.object({ userId: z.string(), name: z.string().nullable(), email: z.string() })),
});
export type AuditLogResponse = z.infer<typeof ZAuditLogResponse>;
