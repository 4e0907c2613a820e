import { z } from 'zod';
import { ZLanguage } from './language.js';

/*
 * Shop partnership applications (/register) and their handling by admins (/admin-store-requests),
 * docs/decisions/038-partnership-applications.md. Field names follow the spec's
 * business_package_requests; the store address is sent as street, postal code and city.
 */

export const companyStatuses = ['aktiv', 'inaktiv', 'avregistrerad', 'likvidation', 'konkurs'] as const;

/** GET /api/companies/:organizationNumber: a company from the lookup provider. */
export const ZCompanyLookupParams = z.object({ organizationNumber: z.string().max(40) });

export const ZCompany = z.object({
  /** Ten digits, no dash. */
  organizationNumber: z.string().regex(/^\d{10}$/),
  name: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  status: z.enum(companyStatuses),
});
export type Company = z.infer<typeof ZCompany>;

/** POST /api/partnership-applications. Field rules: rules/partnership-application.ts. */
export const ZPartnershipApplicationRequest = z.object({
  organizationNumber: z.string().max(40),
  companyName: z.string().max(1000),
  storeAddress: z.string().max(1000),
  postalCode: z.string().max(40),
  city: z.string().max(1000),
  contactPerson: z.string().max(1000),
  contactEmail: z.string().max(1000),
  contactPhone: z.string().max(100),
  bikeCount: z.number(),
  additionalInfo: z.string().max(5000).nullish(),
  /** The form's language: the confirmation and the decision are e-mailed in it. */
  language: ZLanguage.optional(),
});
export type PartnershipApplicationRequest = z.infer<typeof ZPartnershipApplicationRequest>;

export const ZPartnershipApplicationResponse = z.object({
  id: z.uuid(),
  status: z.literal('pending'),
  /** Where the confirmation went (the normalised address). */
  contactEmail: z.string(),
});
export type PartnershipApplicationResponse = z.infer<typeof ZPartnershipApplicationResponse>;

export const storeRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export const ZStoreRequestStatus = z.enum(storeRequestStatuses);
export type StoreRequestStatus = z.infer<typeof ZStoreRequestStatus>;

export const STORE_REQUEST_PAGE_SIZE_MAX = 50;
export const STORE_REQUEST_PAGE_SIZE_DEFAULT = 20;

/** GET /api/admin/store-requests?status=&page=&pageSize=: newest first. */
export const ZStoreRequestsQuery = z.object({
  status: ZStoreRequestStatus.default('pending'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(STORE_REQUEST_PAGE_SIZE_MAX)
    .default(STORE_REQUEST_PAGE_SIZE_DEFAULT),
});
export type StoreRequestsQuery = z.infer<typeof ZStoreRequestsQuery>;

export const ZStoreRequest = z.object({
  id: z.uuid(),
  status: ZStoreRequestStatus,
  companyName: z.string(),
  organizationNumber: z.string(),
  storeAddress: z.string(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  contactPerson: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  additionalInfo: z.string().nullable(),
  bikeCount: z.number().int().min(1),
  language: ZLanguage,
  createdAt: z.iso.datetime({ offset: true }),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The admin who decided; null while pending or once that account is deleted. */
  reviewedBy: z.object({ userId: z.uuid(), email: z.string() }).nullable(),
  rejectionReason: z.string().nullable(),
  /** The store the approval created. */
  store: z.object({ id: z.uuid(), name: z.string(), locationId: z.string().nullable() }).nullable(),
});
export type StoreRequest = z.infer<typeof ZStoreRequest>;

export const ZStoreRequestsResponse = z.object({
  requests: z.array(ZStoreRequest),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** How many requests each tab holds. */
  counts: z.object({
    pending: z.number().int().nonnegative(),
    approved: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
  }),
});
export type StoreRequestsResponse = z.infer<typeof ZStoreRequestsResponse>;

/** POST /api/admin/store-requests/:id/approve: the store's name, chain and location id as adjusted. */
export const ZApproveStoreRequest = z.object({
  name: z.string().max(1000),
  chain: z.string().max(1000).nullish(),
  locationId: z.string().max(100).nullish(),
});
export type ApproveStoreRequest = z.infer<typeof ZApproveStoreRequest>;

/** POST /api/admin/store-requests/:id/reject: the reason, e-mailed to the shop. */
export const ZRejectStoreRequest = z.object({ reason: z.string().max(5000) });
export type RejectStoreRequest = z.infer<typeof ZRejectStoreRequest>;

export const ZStoreRequestDecided = z.object({
  id: z.uuid(),
  status: ZStoreRequestStatus,
  reviewedAt: z.iso.datetime({ offset: true }),
  /** Set on approval. */
  storeId: z.uuid().nullable(),
  /** Points credited to the new store account (bike count × 100); 0 on rejection. */
  pointsCredited: z.number().int().nonnegative(),
});
export type StoreRequestDecided = z.infer<typeof ZStoreRequestDecided>;
