import { findBikeTypeInText, findBrandInText } from '@ramkoll/shared/rules/bike-type-words';
import type { AnalysisProvider, BikeDescription, TextReading } from './analysis-provider.js';
import { dominantColour } from './dominant-colour.js';
import { lineSheet, pageBands, type PageBand } from './line-sheet.js';
import { timedPhase } from './phase-timings.js';
import { openGreyImage, openImage, prepareForOcr, toPage } from './prepare-image.js';
import { createTesseractReader } from './tesseract-reader.js';

/**
 * Analysis on this machine: tesseract.js for text (receipts, and brand or type words printed on
 * a frame) and the photo's pixels for its colour. A model name is not read from photos: frame
 * lettering rarely carries it, and a wrong pre-fill is worse than none.
 */
/**
 * Two ways to read a page, both of the same prepared page: as one block of lines (fast; keeps a
 * label on the line of its value), and, when that reading made little of the page, in
 * overlapping bands, each a block of its own, read side by side on the pool's workers.
 */
const TEXT_ATTEMPTS = 2;

export function createLocalAnalysisProvider(options: { ocrTimeoutMs?: number } = {}): AnalysisProvider {
  const reader = createTesseractReader({ timeoutMs: options.ocrTimeoutMs });
  // The prepared page, kept while the caller holds the image: a later reading, and rereadLines,
  // work on the very page the first reading was made of, and the preparation is not repeated.
  const preparations = new WeakMap<Buffer, Promise<Buffer>>();
  const prepared = (image: Buffer): Promise<Buffer> => {
    let page = preparations.get(image);
    if (!page) {
      page = timedPhase('prepare', async () =>
        prepareForOcr(await timedPhase('decode', () => openGreyImage(image))),
      );
      preparations.set(image, page);
      // A failed preparation is not kept: the next call tries again and fails as it should.
      page.catch(() => preparations.delete(image));
    }
    return page;
  };

  return {
    engine: 'tesseract',

    textAttempts: TEXT_ATTEMPTS,

    async readText(image, attempt = 0) {
      const page = await prepared(image);
      if (attempt === 0) return timedPhase('first', () => reader.read(page, 'block'));
      return timedPhase('bands', async () => {
        const bands = await pageBands(page);
        const readings = await Promise.all(bands.map((band) => reader.read(band.image, 'block')));
        return joinBands(bands, readings);
      });
    },

    async rereadLines(image, lines, { enough } = {}) {
      if (lines.length === 0) return '';
      const page = await prepared(image);
      // Two looks side by side, one per worker: larger, and larger with the ink evened out
      // (docs/decisions/026-receipt-matching.md). When the first settles every check and the
      // second still waits for a worker (the other receipt's page holds it), it is not read.
      return timedPhase('closer', async () => {
        const [plainSheet, evenSheet] = await timedPhase('sheets', () =>
          Promise.all([lineSheet(page, lines), lineSheet(page, lines, { even: true })]),
        );
        const withdraw = new AbortController();
        const plain = reader.read(plainSheet, 'block');
        const evened = reader.read(evenSheet, 'block', withdraw.signal);
        evened.catch(() => undefined);
        const first = await plain;
        if (enough?.(first.text)) {
          withdraw.abort();
          return first.text;
        }
        return [first.text, (await evened).text].join('\n');
      });
    },

    async describeBike(image): Promise<BikeDescription> {
      const decoded = await openImage(image);
      const [{ colour, share }, reading] = await Promise.all([
        dominantColour(decoded.clone()),
        toPage(decoded.clone().greyscale())
          .then(prepareForOcr)
          .then((prepared) => reader.read(prepared)),
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

    warmUp: () => reader.warmUp(),

    close: () => reader.terminate(),
  };
}

/** The readings of a page's bands as one reading of the page: lines in page terms, top to bottom. */
function joinBands(bands: PageBand[], readings: TextReading[]): TextReading {
  const lines = readings.flatMap((reading, index) =>
    reading.lines.map((line) => ({
      ...line,
      box: { ...line.box, top: line.box.top + (bands[index]?.top ?? 0) },
    })),
  );
  const last = bands.at(-1);
  const lastReading = readings.at(-1);
  return {
    text: readings.map((reading) => reading.text).join('\n'),
    confidence: readings.reduce((sum, reading) => sum + reading.confidence, 0) / Math.max(1, readings.length),
    lines,
    pageHeight: (last?.top ?? 0) + (lastReading?.pageHeight ?? 0),
  };
}
