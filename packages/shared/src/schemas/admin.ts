import { z } from 'zod';

/** GET /api/admin/overview: head counts for the admin dashboard. */
export const ZAdminOverview = z.object({
  users: z.number().int().nonnegative(),
  bikes: z.number().int().nonnegative(),
  stolenBikes: z.number().int().nonnegative(),
  pendingStoreRequests: z.number().int().nonnegative(),
});

export type AdminOverview = z.infer<typeof ZAdminOverview>;
