import sharp from 'sharp';
import type { TextLine } from './analysis-provider.js';
import { openPrepared } from './prepare-image.js';

/**
 * How much larger a line is re-read than on the page: the page is scaled so a line is about 24 px
 * high, where tesseract is quick; half as large again (36 px, the height its LSTM reads a line at)
 * it tells 0 from 6 and 8 from B more surely.
 */
const REREAD_SCALE = 1.5;
/** Paper kept around a line's box, as a share of its height: ascenders, descenders, a skewed end. */
const MARGIN_ABOVE_AND_BELOW = 0.35;
const MARGIN_AT_THE_ENDS = 1;
/** White between two lines on the sheet, as a share of the tallest line. */
const GAP = 0.8;

/** How the lines are prepared for their second reading. */
export interface SheetOptions {
  scale?: number;
  /**
   * Each line's ink evened out across it (evenInk): a worn print-head dot fades a band of print
   * the height of the slip, and OCR reads a half-faded 8 as 3.
   */
  even?: boolean;
}

/**
 * The given lines of a prepared page cut out and laid one under the other on a white sheet,
 * larger, in the order given: one short OCR job reads them all again.
 */
export async function lineSheet(
  prepared: Buffer,
  lines: TextLine[],
  { scale = REREAD_SCALE, even = false }: SheetOptions = {},
): Promise<Buffer> {
  const page = openPrepared(prepared);
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
      const resizedLine = openPrepared(prepared)
        .extract({ left, top, width, height })
        .resize({ width: Math.round(width * scale), kernel: 'lanczos3' })
        .greyscale();
      if (even) {
        const raw = await resizedLine.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
        const evened = evenInk(raw.data, raw.info.width, raw.info.height);
        const { data, info } = await sharp(evened, {
          raw: { width: raw.info.width, height: raw.info.height, channels: 1 },
        })
          .png({ compressionLevel: 1 })
          .toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height };
      }
      const { data, info } = await resizedLine
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

/** A column's ink is evened out to the line's when it is at least this dark at its darkest. */
const MIN_COLUMN_INK = 40;
/** Ink is darkened at most this many times: beyond it, it is noise, not faded print. */
const MAX_INK_GAIN = 3;
/** Columns each side whose darkest ink a column is measured by: a stroke next to a gap counts. */
const COLUMN_REACH = 1;

/**
 * A line's ink made as dark in every column as in the line's well-printed columns (an 8-bit grey
 * line, 255 paper): each column's darkness is divided by the darkest ink within COLUMN_REACH of
 * it and multiplied by the line's usual darkest ink. A band of print that a worn print-head dot
 * or uneven fading left grey turns as black as the rest, while paper (no ink) stays white.
 */
export function evenInk(grey: Buffer, width: number, height: number): Buffer {
  const columnInk = new Array<number>(width).fill(0);
  for (let x = 0; x < width; x++) {
    let darkest = 0;
    for (let y = 0; y < height; y++) darkest = Math.max(darkest, 255 - (grey[y * width + x] ?? 255));
    columnInk[x] = darkest;
  }
  const reach = columnInk.map((_ink, x) =>
    Math.max(...columnInk.slice(Math.max(0, x - COLUMN_REACH), x + COLUMN_REACH + 1)),
  );
  const inked = reach.filter((ink) => ink >= MIN_COLUMN_INK).sort((a, b) => a - b);
  // The line's usual darkest ink: most columns through a glyph reach it.
  const usual = inked[Math.floor(inked.length * 0.75)] ?? 255;
  const out = Buffer.alloc(grey.length);
  for (let x = 0; x < width; x++) {
    const ink = reach[x] ?? 0;
    const gain = ink >= MIN_COLUMN_INK ? Math.min(MAX_INK_GAIN, Math.max(1, usual / ink)) : 1;
    for (let y = 0; y < height; y++) {
      const index = y * width + x;
      out[index] = 255 - Math.min(255, Math.round((255 - (grey[index] ?? 255)) * gain));
    }
  }
  return out;
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
  const { width = 0, height = 0 } = await openPrepared(prepared).metadata();
  const step = Math.max(MIN_BAND_HEIGHT, Math.ceil(height / BANDS));
  const bands: PageBand[] = [];
  for (let top = 0; top < height; top += step) {
    const bandHeight = Math.min(height - top, step + BAND_OVERLAP);
    const image = await openPrepared(prepared)
      .extract({ left: 0, top, width, height: bandHeight })
      .png({ compressionLevel: 1 })
      .toBuffer();
    bands.push({ image, top });
    if (top + bandHeight >= height) break;
  }
  return bands;
}
