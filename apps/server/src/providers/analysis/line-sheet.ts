import type { TextLine } from './analysis-provider.js';
import { pipeline, preparedPixels, toPage, toPgm, type GreyPage } from './prepare-image.js';

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
 * larger, in the order given: one short OCR job reads them all again. A binary PGM, as the page:
 * each line is scaled in libvips and laid on the sheet here, with no image encoded between
 * (a PNG for every line and one for the sheet were most of a closer look's time before OCR).
 */
export async function lineSheet(
  prepared: Buffer,
  lines: TextLine[],
  { scale = REREAD_SCALE, even = false }: SheetOptions = {},
): Promise<Buffer> {
  const page = await preparedPixels(prepared);
  const crops = await Promise.all(
    lines.map(async ({ box }): Promise<GreyPage | null> => {
      const marginY = Math.round(box.height * MARGIN_ABOVE_AND_BELOW);
      const marginX = Math.round(box.height * MARGIN_AT_THE_ENDS);
      const left = Math.max(0, box.left - marginX);
      const top = Math.max(0, box.top - marginY);
      const width = Math.min(page.width - left, box.width + 2 * marginX);
      const height = Math.min(page.height - top, box.height + 2 * marginY);
      if (width < 1 || height < 1) return null;
      const line = await toPage(
        pipeline(page)
          .extract({ left, top, width, height })
          .resize({ width: Math.round(width * scale), kernel: 'lanczos3' }),
      );
      return even ? { ...line, data: evenInk(line.data, line.width, line.height) } : line;
    }),
  );
  const present = crops.filter((crop) => crop !== null);
  const tallest = Math.max(1, ...present.map((crop) => crop.height));
  const gap = Math.round(tallest * GAP);
  const width = Math.max(1, ...present.map((crop) => crop.width)) + 2 * gap;
  const height = Math.max(
    1,
    present.reduce((y, crop) => y + crop.height + gap, gap),
  );
  const sheet = Buffer.alloc(width * height, 255);
  let y = gap;
  for (const crop of present) {
    for (let row = 0; row < crop.height; row++) {
      crop.data.copy(sheet, (y + row) * width + gap, row * crop.width, (row + 1) * crop.width);
    }
    y += crop.height + gap;
  }
  return toPgm({ data: sheet, width, height });
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
 * unread, and a band starting below it is read afresh. Every line lies whole in some band. Each
 * band is a binary PGM of whole rows of the page, copied as they are.
 */
export async function pageBands(prepared: Buffer): Promise<PageBand[]> {
  const page = await preparedPixels(prepared);
  const { width, height } = page;
  const step = Math.max(MIN_BAND_HEIGHT, Math.ceil(height / BANDS));
  const bands: PageBand[] = [];
  for (let top = 0; top < height; top += step) {
    const bandHeight = Math.min(height - top, step + BAND_OVERLAP);
    const data = Buffer.from(page.data.subarray(top * width, (top + bandHeight) * width));
    bands.push({ image: toPgm({ data, width, height: bandHeight }), top });
    if (top + bandHeight >= height) break;
  }
  return bands;
}
