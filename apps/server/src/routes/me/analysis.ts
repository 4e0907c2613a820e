import {
  ZAnalyzeBikeAndReceiptRequest,
  ZAnalyzeBikeAndReceiptResponse,
  ZAnalyzeBikeImageRequest,
  ZBikeAnalysis,
  ZVerifyReceiptRequest,
  ZVerifyReceiptResponse,
} from '@ramkoll/shared/schemas/analysis';
import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { defaultLanguage } from '@ramkoll/shared/schemas/language';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf, requireCustomer } from '../../plugins/auth.js';
import { analyzeBikeAndReceipt } from '../../services/analysis/analyze-bike-and-receipt.js';
import { analyzeBikeImage } from '../../services/analysis/analyze-bike-image.js';
import { verifyReceipt } from '../../services/analysis/verify-receipt.js';

const refusals = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const frameNumberProblem =
  '400 VALIDATION_FAILED {field: frameNumber, problem: frame_number_required | frame_number_invalid}';
const failures = '404 FILE_NOT_FOUND (not my upload in that bucket), 422 ANALYSIS_FAILED (image unreadable)';

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
    {
      schema: {
        tags: ['me'],
        summary: 'Verify my receipt: frame number, my personnummer, seller (OCR, read once per file)',
        description: `Errors: ${frameNumberProblem}, ${failures}.`,
        body: ZVerifyReceiptRequest,
        response: { 200: ZVerifyReceiptResponse, 400: ZApiError, ...refusals },
      },
    },
    (request) => verifyReceipt({ ...context(request), ...request.body }),
  );

  app.post(
    '/bike-image',
    {
      schema: {
        tags: ['me'],
        summary: 'Analyse my bike photo: brand and type from lettering, colour from the pixels',
        description: `Errors: ${failures}.`,
        body: ZAnalyzeBikeImageRequest,
        response: { 200: ZBikeAnalysis, ...refusals },
      },
    },
    (request) =>
      analyzeBikeImage({
        ...context(request),
        bikePhotoFileId: request.body.bikePhotoFileId,
        language: request.body.language ?? defaultLanguage,
      }),
  );

  app.post(
    '/bike-and-receipt',
    {
      schema: {
        tags: ['me'],
        summary: 'Verify my receipt and analyse my bike photo; the receipt fills brand and model',
        description: `Errors: ${frameNumberProblem}, ${failures}. A photo that cannot be read answers success false.`,
        body: ZAnalyzeBikeAndReceiptRequest,
        response: { 200: ZAnalyzeBikeAndReceiptResponse, 400: ZApiError, ...refusals },
      },
    },
    (request) =>
      analyzeBikeAndReceipt({
        ...context(request),
        ...request.body,
        language: request.body.language ?? defaultLanguage,
      }),
  );

  done();
};
