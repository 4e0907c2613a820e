import { z } from 'zod';

/** GET /api/me/balance */
export const ZBalanceResponse = z.object({ pointsBalance: z.number().int().nonnegative() });

/** GET /api/me/receipts/pending-count: receipts waiting for my acceptance (the bottom-bar badge). */
export const ZPendingCountResponse = z.object({ count: z.number().int().nonnegative() });

/**
 * PUT /api/me/menus: item ids of rules/menus.ts. The server answers VALIDATION_FAILED
 * { field, problem: menu_item_invalid | menu_too_few_items } for lists the rules refuse.
 */
export const ZMenuPreferencesRequest = z.object({
  menuPreferences: z.array(z.string().max(60)).max(40),
  topMenuPreferences: z.array(z.string().max(60)).max(40),
});
export const ZMenuPreferencesResponse = ZMenuPreferencesRequest;

export type BalanceResponse = z.infer<typeof ZBalanceResponse>;
export type PendingCountResponse = z.infer<typeof ZPendingCountResponse>;
export type MenuPreferencesRequest = z.infer<typeof ZMenuPreferencesRequest>;
