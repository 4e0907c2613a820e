import { z } from 'zod';
import { ZLanguage } from './language.js';

/*
 * Requests from companies that want stickers or points in bulk (the companies' form on /partners)
 * and their handling on /admin-business-requests, docs/decisions/044-business-requests-and-audit-log.md.
 */

export const businessRequestStatuses = ['new', 'contacted', 'done', 'rejected'] as const;
export const ZBusinessRequestStatus = z.enum(businessRequestStatuses);
export type BusinessRequestStatus = z.infer<typeof ZBusinessRequestStatus>;

export const companyKinds = ['employer', 'housing_cooperative', 'fleet', 'insurer', 'other'] as const;
export const ZCompanyKind = z.enum(companyKinds);
export type CompanyKind = z.infer<typeof ZCompanyKind>;

/** What the company wants in bulk. */
export const businessWants = ['stickers', 'points', 'both'] as const;
export const ZBusinessWants = z.enum(businessWants);
export type BusinessWants = z.infer<typeof ZBusinessWants>;

/** The largest quantity one request may name (stickers or points). */
export const BUSINESS_QUANTITY_MAX = 1_000_000;
export const BUSINESS_NOTE_MAX = 2000;

/** POST /api/business-requests (the companies' form on /partners). Field rules: rules/business-request.ts. */
export const ZBusinessRequestSubmit = z.object({
  organizationNumber: z.string().max(40),
  companyName: z.string().max(1000),
  companyKind: z.union([ZCompanyKind, z.literal('')]),
  wants: z.union([ZBusinessWants, z.literal('')]),
  stickerQuantity: z.number().nullish(),
  pointsQuantity: z.number().nullish(),
  contactPerson: z.string().max(1000),
  contactEmail: z.string().max(1000),
  contactPhone: z.string().max(100),
  message: z.string().max(5000).nullish(),
  /** The form's language: the confirmation is e-mailed in it. */
  language: ZLanguage.optional(),
});
export type BusinessRequestSubmit = z.infer<typeof ZBusinessRequestSubmit>;

export const ZBusinessRequestSubmitted = z.object({
  id: z.uuid(),
  status: z.literal('new'),
  /** Where the confirmation went (the normalised address). */
  contactEmail: z.string(),
});
export type BusinessRequestSubmitted = z.infer<typeof ZBusinessRequestSubmitted>;

export const BUSINESS_REQUEST_PAGE_SIZE_MAX = 50;
export const BUSINESS_REQUEST_PAGE_SIZE_DEFAULT = 20;

/** GET /api/admin/business-requests?status=&page=&pageSize=: newest first. */
export const ZBusinessRequestsQuery = z.object({
  status: ZBusinessRequestStatus.default('new'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(BUSINESS_REQUEST_PAGE_SIZE_MAX)
    .default(BUSINESS_REQUEST_PAGE_SIZE_DEFAULT),
});
export type BusinessRequestsQuery = z.infer<typeof ZBusinessRequestsQuery>;

const ZAdminRef = z.object({ userId: z.uuid(), email: z.string() }).nullable();

export const ZBusinessRequestSummary = z.object({
  id: z.uuid(),
  status: ZBusinessRequestStatus,
  companyName: z.string(),
  organizationNumber: z.string(),
  companyKind: ZCompanyKind,
  wants: ZBusinessWants,
  stickerQuantity: z.number().int().nullable(),
  pointsQuantity: z.number().int().nullable(),
  contactPerson: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  message: z.string().nullable(),
  language: ZLanguage,
  createdAt: z.iso.datetime({ offset: true }),
  statusChangedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The admin who last changed the status; null while new or once that account is deleted. */
  statusChangedBy: ZAdminRef,
  noteCount: z.number().int().nonnegative(),
});
export type BusinessRequestSummary = z.infer<typeof ZBusinessRequestSummary>;

export const ZBusinessRequestsResponse = z.object({
  requests: z.array(ZBusinessRequestSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** How many requests each tab holds. */
  counts: z.object({
    new: z.number().int().nonnegative(),
    contacted: z.number().int().nonnegative(),
    done: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
  }),
});
export type BusinessRequestsResponse = z.infer<typeof ZBusinessRequestsResponse>;

export const ZBusinessRequestNote = z.object({
  id: z.uuid(),
  body: z.string(),
  /** The status set with this note; null for a plain note. */
  statusTo: ZBusinessRequestStatus.nullable(),
  author: ZAdminRef,
  createdAt: z.iso.datetime({ offset: true }),
});
export type BusinessRequestNote = z.infer<typeof ZBusinessRequestNote>;

/** GET /api/admin/business-requests/:id: the request with its notes, oldest first. */
export const ZBusinessRequestDetail = ZBusinessRequestSummary.extend({
  notes: z.array(ZBusinessRequestNote),
});
export type BusinessRequestDetail = z.infer<typeof ZBusinessRequestDetail>;

/** POST /api/admin/business-requests/:id/status: the new status, with an optional note. */
export const ZBusinessRequestStatusChange = z.object({
  status: ZBusinessRequestStatus,
  note: z.string().max(5000).nullish(),
});
export type BusinessRequestStatusChange = z.infer<typeof ZBusinessRequestStatusChange>;

/** POST /api/admin/business-requests/:id/notes. */
export const ZBusinessRequestNoteAdd = z.object({ note: z.string().max(5000) });
export type BusinessRequestNoteAdd = z.infer<typeof ZBusinessRequestNoteAdd>;
