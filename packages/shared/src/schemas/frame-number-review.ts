import { z } from 'zod';
import { ZBikeType } from './bike.js';

/*
 * Look-alike frame numbers an owner registered anyway (decision 025). POST /api/me/bikes with
 * `confirmDifferentBike: true` records one review row per look-alike bike; an admin lists the
 * pending ones and marks each cleared (really a different bike) or flagged (to follow up, e.g. a
 * copied frame number of a stolen bike). Admins see real values: privacy flags hide fields from
 * other owners, not from the back office.
 */

export const frameNumberReviewStatuses = ['pending', 'cleared', 'flagged'] as const;
export const ZFrameNumberReviewStatus = z.enum(frameNumberReviewStatuses);
export type FrameNumberReviewStatus = z.infer<typeof ZFrameNumberReviewStatus>;

export const FRAME_NUMBER_REVIEW_PAGE_SIZE_MAX = 50;
export const FRAME_NUMBER_REVIEW_PAGE_SIZE_DEFAULT = 20;

/** GET /api/admin/frame-number-reviews?page=&pageSize=: pending confirmations, oldest first. */
export const ZFrameNumberReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(FRAME_NUMBER_REVIEW_PAGE_SIZE_MAX)
    .default(FRAME_NUMBER_REVIEW_PAGE_SIZE_DEFAULT),
});
export type FrameNumberReviewsQuery = z.infer<typeof ZFrameNumberReviewsQuery>;

/** One side of a review: a bike as the back office sees it. */
export const ZReviewedBike = z.object({
  id: z.uuid(),
  frameNumber: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  bikeType: ZBikeType.nullable(),
  stolen: z.boolean(),
  /** Soft-deleted since (its frame number is free again). */
  deleted: z.boolean(),
  ownerUserId: z.uuid(),
  registeredAt: z.iso.datetime({ offset: true }),
});
export type ReviewedBike = z.infer<typeof ZReviewedBike>;

export const ZFrameNumberReview = z.object({
  id: z.uuid(),
  status: ZFrameNumberReviewStatus,
  createdAt: z.iso.datetime({ offset: true }),
  /** The bike registered with the confirmation. */
  bike: ZReviewedBike,
  /** The live bike its frame number looked like at that moment. */
  similarBike: ZReviewedBike,
  /** Who confirmed "it is a different bike"; null once that account is deleted. */
  confirmedBy: z.object({ userId: z.uuid(), fullName: z.string(), email: z.string() }).nullable(),
});
export type FrameNumberReview = z.infer<typeof ZFrameNumberReview>;

export const ZFrameNumberReviewsResponse = z.object({
  reviews: z.array(ZFrameNumberReview),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type FrameNumberReviewsResponse = z.infer<typeof ZFrameNumberReviewsResponse>;

/**
 * POST /api/admin/frame-number-reviews/:id/review. Errors: 404 FRAME_NUMBER_REVIEW_NOT_FOUND,
 * 409 FRAME_NUMBER_REVIEW_NOT_PENDING (someone already decided it).
 */
export const ZReviewFrameNumberRequest = z.object({ status: z.enum(['cleared', 'flagged']) });
export type ReviewFrameNumberRequest = z.infer<typeof ZReviewFrameNumberRequest>;

export const ZFrameNumberReviewed = z.object({
  id: z.uuid(),
  status: ZFrameNumberReviewStatus,
  reviewedAt: z.iso.datetime({ offset: true }),
});
export type FrameNumberReviewed = z.infer<typeof ZFrameNumberReviewed>;
