import { z } from 'zod';

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
