import { z } from 'zod';

/*
 * /admin-partners (decision 041): the certified stores as an admin runs them. Suspending a store
 * refuses its sign-in and ends its sessions, and takes it off /partners; points are adjusted with
 * a required reason, written to the store account's ledger as admin_adjustment.
 */

export const ADJUSTMENT_REASON_MIN_LENGTH = 3;
export const ADJUSTMENT_REASON_MAX_LENGTH = 500;
export const MAX_POINTS_ADJUSTMENT = 100_000;
export const STORE_DETAIL_MAX_LENGTH = 200;

export const ZStaffCodeActivity = z.object({
  id: z.string(),
  label: z.string().nullable(),
  active: z.boolean(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const ZAdminPartner = z.object({
  id: z.string(),
  name: z.string(),
  chain: z.string().nullable(),
  organizationNumber: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  contactInfo: z.string().nullable(),
  accountEmail: z.string().nullable(),
  pointsBalance: z.number().int().nonnegative(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
  staffCodes: z.array(ZStaffCodeActivity),
});
export type AdminPartner = z.infer<typeof ZAdminPartner>;

export const ZAdminPartnersQuery = z.object({
  /** Part of the name, city or organisation number. */
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZAdminPartnersResponse = z.object({
  partners: z.array(ZAdminPartner),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminPartnersResponse = z.infer<typeof ZAdminPartnersResponse>;

/** PATCH /api/admin/partners/:id: the store's public and contact details. */
export const ZUpdatePartnerRequest = z.object({
  name: z.string().max(1000),
  chain: z.string().max(1000).nullable(),
  address: z.string().max(1000).nullable(),
  postalCode: z.string().max(1000).nullable(),
  city: z.string().max(1000).nullable(),
  phone: z.string().max(1000).nullable(),
  contactInfo: z.string().max(1000).nullable(),
});
export type UpdatePartnerRequest = z.infer<typeof ZUpdatePartnerRequest>;

/** POST /api/admin/partners/:id/suspend and /reactivate: why, for the audit log. */
export const ZPartnerStatusRequest = z.object({ reason: z.string().max(2000) });
export type PartnerStatusRequest = z.infer<typeof ZPartnerStatusRequest>;

/** POST /api/admin/partners/:id/points: a credit (positive) or a debit (negative), with a reason. */
export const ZAdjustPartnerPointsRequest = z.object({
  amount: z.number().int(),
  reason: z.string().max(2000),
});
export type AdjustPartnerPointsRequest = z.infer<typeof ZAdjustPartnerPointsRequest>;

export const ZPointsAdjusted = z.object({
  storeId: z.string(),
  pointsBalance: z.number().int().nonnegative(),
});
