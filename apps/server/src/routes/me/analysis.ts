import {
  ZAnalyzeBikeAndReceiptRequest,
  ZAnalyzeBikeAndReceiptResponse,
  ZAnalyzeBikeImageRequest,
  ZBikeAnalysis,
  ZVerifyReceiptRequest,
  ZVerifyReceiptResponse,
} from '@ramkoll/shared/schemas/analysis';
import { defaultLanguage } from '@ramkoll/shared/schemas/language';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf, requireCustomer } from '../../plugins/auth.js';
import { analyzeBikeAndReceipt } from '../../services/analysis/analyze-bike-and-receipt.js';
import { analyzeBikeImage } from '../../services/analysis/analyze-bike-image.js';
import { verifyReceipt } from '../../services/analysis/verify-receipt.js';
import { routeContract } from '../route-contract.js';

const frameNumberProblem = {
  VALIDATION_FAILED: '{field: frameNumber, problem: frame_number_required | frame_number_invalid}',
};
const failures = {
  FILE_NOT_FOUND: '(not my upload in that bucket)',
  ANALYSIS_FAILED: '(image unreadable)',
};

/** /api/me/analysis/*: receipt verification and bike photo analysis (customers). */
export const analysisRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  /** What every analysis service needs from the app for this request. */
  function context(request: FastifyRequest) {
    return {
      db: app.db,
      storage: app.storage,
      analysis: app.analysis,
      cipher: app.auth.cipher,
      actor: actorOf(request),
      now: app.auth.clock.now(),
    };
  }

  app.post(
    '/receipt',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Verify my receipt: frame number, my personnummer, seller (OCR, read once per file)',
      body: ZVerifyReceiptRequest,
      ok: { 200: ZVerifyReceiptResponse },
      errors: { ...frameNumberProblem, ...failures },
    }),
    (request) => verifyReceipt({ ...context(request), ...request.body }),
  );

  app.post(
    '/bike-image',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Analyse my bike photo: brand and type from lettering, colour from the pixels',
      body: ZAnalyzeBikeImageRequest,
      ok: { 200: ZBikeAnalysis },
      errors: failures,
    }),
    (request) =>
      analyzeBikeImage({
        ...context(request),
        bikePhotoFileId: request.body.bikePhotoFileId,
        language: request.body.language ?? defaultLanguage,
      }),
  );

  app.post(
    '/bike-and-receipt',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Verify my receipt and analyse my bike photo; the receipt fills brand and model',
      description: 'A photo that cannot be read answers success false.',
      body: ZAnalyzeBikeAndReceiptRequest,
      ok: { 200: ZAnalyzeBikeAndReceiptResponse },
      errors: { ...frameNumberProblem, ...failures },
    }),
    (request) =>
      analyzeBikeAndReceipt({
        ...context(request),
        ...request.body,
        language: request.body.language ?? defaultLanguage,
      }),
  );

  done();
};
