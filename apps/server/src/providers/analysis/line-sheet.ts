import sharp from 'sharp';
import type { TextLine } from './analysis-provider.js';

/**
 * How much larger a line is re-read than on the page: the page is scaled so a line is about 30 px
 * high, where tesseract is quick; half as large again it tells 0 from 6 and 8 from B more surely.
 */
const REREAD_SCALE = 1.5;
/** Paper kept around a line's box, as a share of its height: ascenders, descenders, a skewed end. */
const MARGIN_ABOVE_AND_BELOW = 0.35;
const MARGIN_AT_THE_ENDS = 1;
/** White between two lines on the sheet, as a share of the tallest line. */
const GAP = 0.8;

/**
 * The given lines of a prepared page cut out and laid one under the other on a white sheet,
 * larger, in the order given: one short OCR job reads them all again.
 */
export async function lineSheet(prepared: Buffer, lines: TextLine[], scale = REREAD_SCALE): Promise<Buffer> {
  const page = sharp(prepared);
  const { width: pageWidth = 0, height: pageHeight = 0 } = await page.metadata();
  const crops = await Promise.all(
    lines.map(async ({ box }) => {
      const marginY = Math.round(box.height * MARGIN_ABOVE_AND_BELOW);
      const marginX = Math.round(box.height * MARGIN_AT_THE_ENDS);
      const left = Math.max(0, box.left - marginX);
      const top = Math.max(0, box.top - marginY);
      const width = Math.min(pageWidth - left, box.width + 2 * marginX);
      const height = Math.min(pageHeight - top, box.height + 2 * marginY);
      if (width < 1 || height < 1) return null;
      const { data, info } = await sharp(prepared)
        .extract({ left, top, width, height })
        .resize({ width: Math.round(width * scale), kernel: 'lanczos3' })
        .greyscale()
        .png({ compressionLevel: 1 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
  const present = crops.filter((crop) => crop !== null);
  const tallest = Math.max(1, ...present.map((crop) => crop.height));
  const gap = Math.round(tallest * GAP);
  let y = gap;
  const placed = present.map((crop) => {
    const at = { input: crop.data, left: gap, top: y };
    y += crop.height + gap;
    return at;
  });
  return sharp({
    create: {
      width: Math.max(1, ...present.map((crop) => crop.width)) + 2 * gap,
      height: Math.max(1, y),
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(placed)
    .greyscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A band of the page and where it starts. */
export interface PageBand {
  image: Buffer;
  top: number;
}

/** A band is at least this tall, and overlaps the next by more than a line of text and its gap. */
const MIN_BAND_HEIGHT = 700;
const BAND_OVERLAP = 90;
const BANDS = 3;

/**
 * The prepared page cut across into overlapping bands, so each is read as a block of its own:
 * tesseract sometimes stops at a crease, a rule or a stamp and leaves the rest of a receipt
 * unread, and a band starting below it is read afresh. Every line lies whole in some band.
 */
export async function pageBands(prepared: Buffer): Promise<PageBand[]> {
  const { width = 0, height = 0 } = await sharp(prepared).metadata();
  const step = Math.max(MIN_BAND_HEIGHT, Math.ceil(height / BANDS));
  const bands: PageBand[] = [];
  for (let top = 0; top < height; top += step) {
    const bandHeight = Math.min(height - top, step + BAND_OVERLAP);
    const image = await sharp(prepared)
      .extract({ left: 0, top, width, height: bandHeight })
      .png({ compressionLevel: 1 })
      .toBuffer();
    bands.push({ image, top });
    if (top + bandHeight >= height) break;
  }
  return bands;
}
