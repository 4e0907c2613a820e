import { findBikeTypeInText, findBrandInText } from '@ramkoll/shared/rules/bike-type-words';
import type { AnalysisProvider, BikeDescription } from './analysis-provider.js';
import { dominantColour } from './dominant-colour.js';
import { openImage, prepareForOcr, type Preparation } from './prepare-image.js';
import { createTesseractReader } from './tesseract-reader.js';

/**
 * Analysis on this machine: tesseract.js for text (receipts, and brand or type words printed on
 * a frame) and the photo's pixels for its colour. A model name is not read from photos: frame
 * lettering rarely carries it, and a wrong pre-fill is worse than none.
 */
/** Grey first (keeps thin strokes); thresholded when that did not verify (noise, faded print). */
const preparations: Preparation[] = ['grey', 'binary'];

export function createLocalAnalysisProvider(options: { ocrTimeoutMs?: number } = {}): AnalysisProvider {
  const reader = createTesseractReader({ timeoutMs: options.ocrTimeoutMs });

  return {
    engine: 'tesseract',

    textAttempts: preparations.length,

    async readText(image, attempt = 0) {
      const preparation = preparations[Math.min(attempt, preparations.length - 1)];
      return reader.read(await prepareForOcr(await openImage(image), preparation));
    },

    async describeBike(image): Promise<BikeDescription> {
      const decoded = await openImage(image);
      const [{ colour, share }, reading] = await Promise.all([
        dominantColour(decoded.clone()),
        prepareForOcr(decoded.clone()).then((prepared) => reader.read(prepared)),
      ]);
      const brand = findBrandInText(reading.text)?.brand ?? null;
      const bikeType = findBikeTypeInText(reading.text);
      const found = [
        colour ? share : null,
        brand ? reading.confidence : null,
        bikeType ? reading.confidence : null,
      ];
      const confidences = found.filter((value) => value !== null);
      const confidence =
        confidences.length === 0
          ? 0
          : confidences.reduce((sum, value) => sum + value, 0) / confidences.length;
      return { brand, model: null, colour, bikeType, confidence };
    },

    close: () => reader.terminate(),
  };
}
