import { findBikeTypeInText, findBrandInText } from '@ramkoll/shared/rules/bike-type-words';
import type { AnalysisProvider, BikeDescription } from './analysis-provider.js';
import { dominantColour } from './dominant-colour.js';
import { lineSheet } from './line-sheet.js';
import { openImage, prepareForOcr, type Preparation } from './prepare-image.js';
import { createTesseractReader, type TextLayout } from './tesseract-reader.js';

/**
 * Analysis on this machine: tesseract.js for text (receipts, and brand or type words printed on
 * a frame) and the photo's pixels for its colour. A model name is not read from photos: frame
 * lettering rarely carries it, and a wrong pre-fill is worse than none.
 */
/**
 * First the grey page read as one block of lines (fast; keeps thin strokes and a label on the line
 * of its value); when that did not verify, the page's layout analysed first (columns, a table).
 */
const attempts: { preparation: Preparation; layout: TextLayout }[] = [
  { preparation: 'grey', layout: 'block' },
  { preparation: 'grey', layout: 'auto' },
];

export function createLocalAnalysisProvider(options: { ocrTimeoutMs?: number } = {}): AnalysisProvider {
  const reader = createTesseractReader({ timeoutMs: options.ocrTimeoutMs });
  // The first preparation of an image, kept while the caller holds the image: rereadLines cuts
  // its lines from the very page the first reading was made of.
  const firstPreparation = new WeakMap<Buffer, Promise<Buffer>>();
  const prepared = (image: Buffer, preparation: Preparation): Promise<Buffer> => {
    if (preparation !== attempts[0]?.preparation)
      return openImage(image).then((page) => prepareForOcr(page, preparation));
    let page = firstPreparation.get(image);
    if (!page) {
      page = openImage(image).then((opened) => prepareForOcr(opened, preparation));
      firstPreparation.set(image, page);
      // A failed preparation is not kept: the next call tries again and fails as it should.
      page.catch(() => firstPreparation.delete(image));
    }
    return page;
  };

  return {
    engine: 'tesseract',

    textAttempts: attempts.length,

    async readText(image, attempt = 0) {
      const chosen = attempts[Math.min(attempt, attempts.length - 1)];
      if (!chosen) throw new Error('unreachable: there is always a first attempt');
      const { preparation, layout } = chosen;
      return reader.read(await prepared(image, preparation), layout);
    },

    async rereadLines(image, lines) {
      if (lines.length === 0) return '';
      const first = attempts[0];
      if (!first) throw new Error('unreachable: there is always a first attempt');
      const sheet = await lineSheet(await prepared(image, first.preparation), lines);
      return (await reader.read(sheet, 'block')).text;
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
