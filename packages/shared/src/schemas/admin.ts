import { z } from 'zod';

const ZCount = z.number().int().nonnegative();

/** The three windows the dashboard totals cover: today, the last 7 and the last 30 Swedish days. */
export const ZWindowTotals = z.object({ today: ZCount, days7: ZCount, days30: ZCount });

export const adminOverviewTotals = ['users', 'bikes', 'thefts', 'recoveries', 'pointsSold'] as const;
export const adminAttentionItems = [
  'pendingStoreRequests',
  'newBusinessRequests',
  'pendingIdReviews',
  'stickerOrdersNotPrinted',
  'stolenReportsLast7Days',
  'foundReportsWaiting',
] as const;

/** One admin action from the audit log: who, what, when and on what. */
export const ZAdminAction = z.object({
  id: z.string(),
  action: z.string(),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/admin/overview: the admin dashboard in one call (decision 041). */
export const ZAdminOverview = z.object({
  attention: z.object({
    pendingStoreRequests: ZCount,
    newBusinessRequests: ZCount,
    pendingIdReviews: ZCount,
    stickerOrdersNotPrinted: ZCount,
    stolenReportsLast7Days: ZCount,
    foundReportsWaiting: ZCount,
  }),
  totals: z.object({
    users: ZWindowTotals,
    bikes: ZWindowTotals,
    thefts: ZWindowTotals,
    recoveries: ZWindowTotals,
    pointsSold: ZWindowTotals,
  }),
  /** All-time head counts. */
  overall: z.object({ users: ZCount, bikes: ZCount, stolenBikes: ZCount }),
  latestActions: z.array(ZAdminAction),
});

export type AdminOverview = z.infer<typeof ZAdminOverview>;
export type AdminAction = z.infer<typeof ZAdminAction>;
export type WindowTotals = z.infer<typeof ZWindowTotals>;
