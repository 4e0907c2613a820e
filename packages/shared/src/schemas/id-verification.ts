import { z } from 'zod';

/*
 * ID verification at /mitt-id (spec sections 1 "Users also give ID verification", 2 "ID
 * verification photo capture"; docs/product-rules.md: "Verified" means BankID or an approved ID document;
 * decision 020). The person uploads a photo of an ID card to the `id-documents` bucket, submits it,
 * and an admin approves or rejects it. The photo is read only through GET /api/files/:id, which
 * opens it for its owner and admins alone.
 */

export const idVerificationStatuses = ['pending', 'approved', 'rejected'] as const;
export const ZIdVerificationStatus = z.enum(idVerificationStatuses);
export type IdVerificationStatus = z.infer<typeof ZIdVerificationStatus>;

export const identityVerificationMethods = ['bankid', 'id_document'] as const;
export const ZIdentityVerificationMethod = z.enum(identityVerificationMethods);

/** Spec: a rejection tells the person why, in at most 500 characters after the sanitiser. */
export const MAX_ID_REJECTION_REASON_LENGTH = 500;

/**
 * POST /api/me/id-verification (customers): submit an uploaded ID photo for review.
 * Errors: 400 VALIDATION_FAILED (fileId not a UUID), 404 FILE_NOT_FOUND (not my id-documents
 * upload), 409 ID_VERIFICATION_PENDING, 409 IDENTITY_ALREADY_VERIFIED.
 */
export const ZSubmitIdVerificationRequest = z.object({ fileId: z.uuid() });
export type SubmitIdVerificationRequest = z.infer<typeof ZSubmitIdVerificationRequest>;

/** One submission as its owner sees it. */
export const ZIdVerification = z.object({
  id: z.uuid(),
  status: ZIdVerificationStatus,
  submittedAt: z.iso.datetime({ offset: true }),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Why it was rejected; null unless rejected. */
  reason: z.string().nullable(),
});
export type IdVerification = z.infer<typeof ZIdVerification>;

/** GET /api/me/id-verification: my identity check and my latest submission. */
export const ZMyIdVerificationStatus = z.object({
  /** True once BankID or an approved ID document verified the identity. */
  identityVerified: z.boolean(),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
  method: ZIdentityVerificationMethod.nullable(),
  /** The newest submission, or null when none was ever made. */
  latest: ZIdVerification.nullable(),
});
export type MyIdVerificationStatus = z.infer<typeof ZMyIdVerificationStatus>;

export const ID_VERIFICATION_PAGE_SIZE_MAX = 50;
export const ID_VERIFICATION_PAGE_SIZE_DEFAULT = 20;

/** GET /api/admin/id-verifications?page=&pageSize=: pending submissions, oldest first. */
export const ZPendingIdVerificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ID_VERIFICATION_PAGE_SIZE_MAX)
    .default(ID_VERIFICATION_PAGE_SIZE_DEFAULT),
});
export type PendingIdVerificationsQuery = z.infer<typeof ZPendingIdVerificationsQuery>;

/** A submission as the reviewing admin sees it: whom it claims to be, and the photo to compare. */
export const ZPendingIdVerification = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  /** `YYYYMMDD-****` of the account's personnummer (never in full), or null when it has none. */
  personalNumberMasked: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }),
  /** `/api/files/<id>`: the ID photo, readable by its owner and admins only. */
  documentUrl: z.string(),
});
export type PendingIdVerification = z.infer<typeof ZPendingIdVerification>;

export const ZPendingIdVerificationsResponse = z.object({
  submissions: z.array(ZPendingIdVerification),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type PendingIdVerificationsResponse = z.infer<typeof ZPendingIdVerificationsResponse>;

/**
 * POST /api/admin/id-verifications/:id/reject. The server sanitises the reason and answers
 * VALIDATION_FAILED { field: reason, problem: reason_required | reason_too_long }.
 */
export const ZRejectIdVerificationRequest = z.object({ reason: z.string().max(2000) });
export type RejectIdVerificationRequest = z.infer<typeof ZRejectIdVerificationRequest>;

/**
 * The answer to approve and reject. Errors: 404 ID_VERIFICATION_NOT_FOUND, 409
 * ID_VERIFICATION_NOT_PENDING (already reviewed).
 */
export const ZIdVerificationReviewed = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  status: ZIdVerificationStatus,
  reviewedAt: z.iso.datetime({ offset: true }),
  reason: z.string().nullable(),
});
export type IdVerificationReviewed = z.infer<typeof ZIdVerificationReviewed>;
