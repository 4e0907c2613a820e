import { z } from 'zod';
import { ZBikeType } from './bike.js';
import { ZLanguage } from './language.js';

/**
 * Receipt verification and bike photo analysis (spec sections 3, 4 "Bike registration", 7
 * "analyze-bike-image", "analyze-bike-and-receipt", 8). The server reads the stored receipt with OCR
 * and checks it against the entered frame number and the signed-in user's own personnummer; the
 * client never sends a personnummer.
 */

/** Spec section 3: the three flags; registration needs all three true. */
export const ZReceiptVerification = z.object({
  frameNumberValid: z.boolean(),
  customerPersonalNumberValid: z.boolean(),
  sellerInfoFound: z.boolean(),
});
export type ReceiptVerification = z.infer<typeof ZReceiptVerification>;

/**
 * Why a check failed (spec section 8 "Verification problems"): the web words each one.
 * - frame_number_missing: no frame number could be read on the receipt;
 * - frame_number_mismatch: frame numbers were read, none is the entered one;
 * - personal_number_missing_in_profile: the account has no personnummer to compare with;
 * - personal_number_mismatch: the account's personnummer is not on the receipt;
 * - seller_missing: neither a seller name nor a valid organisation number was found.
 */
export const receiptProblems = [
  'frame_number_missing',
  'frame_number_mismatch',
  'personal_number_missing_in_profile',
  'personal_number_mismatch',
  'seller_missing',
] as const;
export const ZReceiptProblem = z.enum(receiptProblems);
export type ReceiptProblem = z.infer<typeof ZReceiptProblem>;

/**
 * POST /api/me/analysis/receipt. `frameNumber` is raw input (VALIDATION_FAILED
 * { field: 'frameNumber', problem } when it breaks the frame number rule).
 * Errors: 404 FILE_NOT_FOUND (not the caller's receipt), 422 ANALYSIS_FAILED (image unreadable).
 */
export const ZVerifyReceiptRequest = z.object({
  receiptFileId: z.uuid(),
  frameNumber: z.string().max(100),
});
/** The three checks and what failed (also the details of 422 RECEIPT_NOT_VERIFIED). */
export const ZReceiptCheck = z.object({
  verification: ZReceiptVerification,
  problems: z.array(ZReceiptProblem),
});
export type ReceiptCheck = z.infer<typeof ZReceiptCheck>;

export const ZVerifyReceiptResponse = ZReceiptCheck.extend({
  /** Brand and model printed on the receipt, for the form to fill in when no photo shows them. */
  receiptBike: z.object({ brand: z.string().nullable(), model: z.string().nullable() }),
});
export type VerifyReceiptRequest = z.infer<typeof ZVerifyReceiptRequest>;
export type VerifyReceiptResponse = z.infer<typeof ZVerifyReceiptResponse>;

/**
 * Spec section 3 "Bike analysis result". Unknown values are null ('Unknown' is left blank);
 * confidence is 0–1. `error` is a code (analysis_failed) when success is false.
 */
export const ZBikeAnalysis = z.object({
  success: z.boolean(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  bikeType: ZBikeType.nullable(),
  confidence: z.number().min(0).max(1),
  error: z.string().nullable(),
  enhancedWithReceipt: z.boolean(),
});
export type BikeAnalysis = z.infer<typeof ZBikeAnalysis>;

/** POST /api/me/analysis/bike-image (spec "analyze-bike-image"). Errors: 404 FILE_NOT_FOUND. */
export const ZAnalyzeBikeImageRequest = z.object({
  bikePhotoFileId: z.uuid(),
  /** Language of the colour word the answer pre-fills (default sv). */
  language: ZLanguage.optional(),
});

/**
 * POST /api/me/analysis/bike-and-receipt (spec "analyze-bike-and-receipt"): both in one call; the
 * receipt's text can fill brand and model the photo did not show (enhancedWithReceipt).
 */
export const ZAnalyzeBikeAndReceiptRequest = z.object({
  bikePhotoFileId: z.uuid(),
  receiptFileId: z.uuid(),
  frameNumber: z.string().max(100),
  language: ZLanguage.optional(),
});
export const ZAnalyzeBikeAndReceiptResponse = z.object({
  success: z.boolean(),
  bikeAnalysis: ZBikeAnalysis,
  verification: ZReceiptVerification,
  problems: z.array(ZReceiptProblem),
});
export type AnalyzeBikeAndReceiptResponse = z.infer<typeof ZAnalyzeBikeAndReceiptResponse>;
