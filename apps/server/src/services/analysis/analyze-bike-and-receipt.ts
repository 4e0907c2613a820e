import type { AnalyzeBikeAndReceiptResponse, BikeAnalysis } from '@ramkoll/shared/schemas/analysis';
import type { Language } from '@ramkoll/shared/schemas/language';
import { AppError } from '../../lib/app-error.js';
import { findOwnFile } from '../files/find-own-file.js';
import { enhanceWithReceipt, failedBikeAnalysis, toBikeAnalysis } from './bike-analysis.js';
import { analysing, readFileBytes } from './read-own-image.js';
import { checkReceiptScan, type VerifyReceiptOptions } from './verify-receipt.js';

export interface AnalyzeBikeAndReceiptOptions extends VerifyReceiptOptions {
  bikePhotoFileId: string;
  language: Language;
}

/**
 * POST /api/me/analysis/bike-and-receipt (spec "analyze-bike-and-receipt"): the receipt's
 * verification and the photo's analysis in one call; brand and model read on the receipt fill
 * what the photo did not show. A receipt that cannot be read is 422 ANALYSIS_FAILED (nothing can
 * be verified); a photo that cannot be read only makes `success` false, so the web can suggest
 * analysing it on its own. 404 FILE_NOT_FOUND for either file.
 */
export async function analyzeBikeAndReceipt(
  options: AnalyzeBikeAndReceiptOptions,
): Promise<AnalyzeBikeAndReceiptResponse> {
  const { db, storage, actor, analysis, language } = options;
  if (actor.role !== 'customer') throw new AppError('FORBIDDEN');
  // Both files are checked before any OCR runs.
  const photo = await findOwnFile({ db, actor, fileId: options.bikePhotoFileId, bucket: 'bike-photos' });
  const { scan, result } = await checkReceiptScan(options);

  let bikeAnalysis: BikeAnalysis;
  try {
    const bytes = await readFileBytes(storage, photo);
    bikeAnalysis = toBikeAnalysis(await analysing(() => analysis.describeBike(bytes)), language);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'ANALYSIS_FAILED')) throw error;
    bikeAnalysis = failedBikeAnalysis;
  }

  const enhanced = enhanceWithReceipt(bikeAnalysis, scan);
  return { success: enhanced.success, bikeAnalysis: enhanced, ...result };
}
