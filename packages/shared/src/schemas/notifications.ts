import { z } from 'zod';

/*
 * In-app notifications and the realtime stream (spec sections 6, 7 "Realtime", 9; decision 018).
 * The notifications table is the source of truth: the bell lists it, and GET /api/events streams
 * each new row as it commits, resumable from the last row a client saw.
 */

export const notificationTypes = [
  'bike_registered',
  'message_received',
  'receipt_created',
  'receipt_accepted',
  'receipt_declined',
  'transfer_completed',
  'recovery_report',
  'recovery_reward',
  /**
   * To the finder: the owner confirmed the report, but a rule withheld the reward (decision 095):
   * the theft was reported less than a day before the report, or this finder was already rewarded
   * for this bike.
   */
  'recovery_reward_withheld_recent',
  'recovery_reward_withheld_repeat',
  'id_verification_reviewed',
  'points_credited',
  /** To every admin: a shop applied for partnership (payload { requestId, companyName }). */
  'store_request_received',
] as const;
export const ZNotificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof ZNotificationType>;

/** One notification as its recipient sees it. Only the fields below ever leave the server. */
export const ZNotification = z.object({
  id: z.uuid(),
  type: ZNotificationType,
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  /** The bike it is about, when there is one (and it still exists). */
  bike: z
    .object({
      id: z.uuid(),
      frameNumber: z.string(),
      /** bike_name, else "brand model", else null. */
      label: z.string().nullable(),
    })
    .nullable(),
  receiptId: z.uuid().nullable(),
  /** Points involved (a recovery reward), else null. */
  points: z.number().int().nullable(),
  /**
   * Who wrote, for a message: named as /messages names them (rules/message-names), else null.
   * Null too once the message is gone (its sender deleted their account).
   */
  senderName: z.string().nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

/** GET /api/me/notifications?before=<id>: newest first, `pageSize` at a time. */
export const ZNotificationsQuery = z.object({
  before: z.uuid().optional(),
});
export const ZNotificationsPage = z.object({
  items: z.array(ZNotification),
  /** Id to pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.uuid().nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationsPage = z.infer<typeof ZNotificationsPage>;

/** POST /api/me/notifications/read: the given ids, or every unread one when `ids` is absent. */
export const ZMarkNotificationsReadRequest = z.object({
  ids: z.array(z.uuid()).min(1).max(100).optional(),
});
export const ZMarkNotificationsReadResponse = z.object({ unreadCount: z.number().int().nonnegative() });

/** Event names on GET /api/events (the `event:` field of each Server-Sent Event). */
export const realtimeEventNames = {
  /** A new notification row; `id:` is the row id (resume point), data is a Notification. */
  notification: 'notification',
  /** My points balance changed; data is { pointsBalance }. Not resumable: the client refetches. */
  balance: 'balance',
  /** Sent once when the stream opens, after any missed notifications were replayed. */
  ready: 'ready',
  /** Heartbeat every `realtimeTiming.heartbeatMs`. */
  ping: 'ping',
} as const;

export const ZBalanceEvent = z.object({ pointsBalance: z.number().int().nonnegative() });

/** Spec section 9: heartbeat 25 s, timeout 10 s, reconnect backoff 1, 2, 5, 10 s. */
export const realtimeTiming = {
  heartbeatMs: 25_000,
  timeoutMs: 10_000,
  backoffMs: [1_000, 2_000, 5_000, 10_000],
} as const;

/** Most notifications one page of the list, or one replay after a reconnect, carries. */
export const notificationsPageSize = 20;
export const notificationsReplayLimit = 200;
