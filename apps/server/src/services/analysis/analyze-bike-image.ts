import type { BikeAnalysis } from '@ramkoll/shared/schemas/analysis';
import type { Language } from '@ramkoll/shared/schemas/language';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AnalysisProvider } from '../../providers/analysis/analysis-provider.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { Actor } from '../actor.js';
import { toBikeAnalysis } from './bike-analysis.js';
import { analysing, readOwnImage } from './read-own-image.js';

export interface AnalyzeBikeImageOptions {
  db: Db;
  storage: Storage;
  analysis: AnalysisProvider;
  actor: Actor;
  bikePhotoFileId: string;
  language: Language;
}

/**
 * POST /api/me/analysis/bike-image (spec "analyze-bike-image"): brand, type and colour of the
 * actor's bike photo, to pre-fill fields the owner has not typed. Customers only.
 * 404 FILE_NOT_FOUND, 422 ANALYSIS_FAILED.
 */
export async function analyzeBikeImage(options: AnalyzeBikeImageOptions): Promise<BikeAnalysis> {
  const { actor, analysis, language } = options;
  if (actor.role !== 'customer') throw new AppError('FORBIDDEN');
  const { bytes } = await readOwnImage({
    ...options,
    fileId: options.bikePhotoFileId,
    bucket: 'bike-photos',
  });
  return toBikeAnalysis(await analysing(() => analysis.describeBike(bytes)), language);
}
