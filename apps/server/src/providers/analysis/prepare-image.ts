import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import sharp, { type Sharp } from 'sharp';
import { UnreadableImageError } from './analysis-provider.js';
import { notePhase } from './phase-timings.js';
import { findPrintBox, findSkewAngle, findTextLineHeight, type Box, type InkMap } from './page-geometry.js';

/** As for uploads: more pixels than any phone camera makes is a decompression bomb. */
const MAX_INPUT_PIXELS = 100_000_000;
/** Width of the small copy that skew and text size are measured on. */
const MEASURE_WIDTH = 800;
/**
 * How high a line of text (ascender to descender) is scaled for tesseract: its LSTM reads each line
 * at 36 px whatever it is given, so more pixels than about 24 (an x-height near 12 px) only cost
 * time in layout analysis and in the per-pixel work here; much smaller and letters merge. 30 px
 * until 2026-11-26: 24 px read seed 11 of the receipt bench as well (148/150, 0/50 negatives) in
 * two thirds of the time (docs/performance.md "Receipts").
 */
const TARGET_LINE_HEIGHT = 24;
const MIN_SCALE = 0.35;
const MAX_SCALE = 3;
/** Never hand tesseract more than this many pixels: a long till roll at 40 px a line is enough. */
const MAX_OCR_PIXELS = 3_500_000;
/** Used when no text line could be measured (a blank or unusual image): phone-photo scale. */
const FALLBACK_WIDTH = 1800;
/** A pixel is ink when it is this much darker than the paper around it. */
const INK_RATIO = 0.72;

/** The decoded image, upright by its EXIF orientation; UnreadableImageError when the bytes are not one. */
export async function openImage(image: Buffer): Promise<Sharp> {
  try {
    const input = sharp(image, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    // Decodes the whole image once, so a truncated or corrupt file fails here, not half-way.
    const { data, info } = await input.raw().toBuffer({ resolveWithObject: true });
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  } catch (error) {
    throw new UnreadableImageError('not a decodable image', { cause: error });
  }
}

/**
 * The decoded image as one grey channel, upright by its EXIF orientation, decoded once straight to
 * grey (a receipt is read in grey: no colour copy of a 12-megapixel photo passes through memory)
 * and handed to prepareForOcr as it is. UnreadableImageError when the bytes are not an image.
 */
export async function openGreyImage(image: Buffer): Promise<GreyPage> {
  try {
    const input = sharp(image, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate().greyscale();
    return await toPage(input);
  } catch (error) {
    throw new UnreadableImageError('not a decodable image', { cause: error });
  }
}

/**
 * A phone photo of a receipt made easy to read (docs/decisions/026-receipt-matching.md):
 * greyscale; cut to the paper, then to the print on it (a desk's grain costs OCR time and
 * misleads it); the paper's uneven light divided out (each pixel against a blurred copy, so a
 * shadow or thermal fading no longer looks like ink); contrast stretched; turned straight (the
 * skew that makes rows of ink sharpest, within ±8°); scaled so a line of text is about 24 px
 * high. All pixel work runs in libvips threads or in short slices between events.
 */
export async function prepareForOcr(image: GreyPage): Promise<Buffer> {
  let lap = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    notePhase(name, now - lap);
    lap = now;
  };
  const page = await cropToPaper(image);
  phase('paper');
  // Measured on a small copy: the skew, how tall a line of text is, and where the print lies.
  const measureScale = Math.min(1, MEASURE_WIDTH / page.width);
  const small = await flattenLight(measureScale < 1 ? await resized(page, measureScale) : page);
  const ink = inkMap(small);
  phase('measure');
  const angle = await findSkewAngle(ink, yieldToEventLoop);
  phase('skew');
  const lineHeight = findTextLineHeight(Math.abs(angle) >= 0.2 ? inkMap(await rotate(small, -angle)) : ink);
  const grey = await cropToPrint(page, findPrintBox(ink, lineHeight), measureScale);
  phase('print');

  // Then the print once, at the size tesseract reads best: scaled first, so the per-pixel work
  // below is done on the pixels OCR will read and no more.
  const scale = lineHeight
    ? clamp((TARGET_LINE_HEIGHT * measureScale) / lineHeight, MIN_SCALE, MAX_SCALE)
    : Math.min(MAX_SCALE, FALLBACK_WIDTH / grey.width);
  const pixels = grey.width * grey.height * scale * scale;
  const finalScale = pixels > MAX_OCR_PIXELS ? scale * Math.sqrt(MAX_OCR_PIXELS / pixels) : scale;
  const flat = await flattenLight(await resized(grey, finalScale));
  phase('flatten');
  const straight = Math.abs(angle) >= 0.2 ? await rotate(flat, -angle) : flat;
  // A binary PGM, not a PNG: leptonica reads it as it stands, where a PNG costs a deflate here and
  // an inflate in tesseract's WASM (measured 2026-11-27: 7-8 % of the first reading, same text).
  const output = toPgm(straight);
  phase('straighten');
  notePhase('scale', finalScale);
  notePhase('megapixels', (straight.width * straight.height) / 1e6);
  return output;
}

/** An 8-bit grey page as a binary PGM (P5): what prepareForOcr hands to tesseract. */
export function toPgm(page: GreyPage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${page.width} ${page.height}\n255\n`), page.data]);
}

/**
 * A prepared page's grey pixels: a PGM's are read where they lie (no copy, no decoding); any
 * other image is decoded to one grey channel.
 */
export async function preparedPixels(prepared: Buffer): Promise<GreyPage> {
  const header = /^P5\s(\d+)\s(\d+)\s255\s/.exec(prepared.subarray(0, 32).toString('latin1'));
  if (header) {
    const [all, width, height] = header as unknown as [string, string, string];
    return { data: prepared.subarray(all.length), width: Number(width), height: Number(height) };
  }
  return toPage(sharp(prepared).greyscale());
}

/** The page cut to the print's box, measured on a copy `scale` times the page's size. */
async function cropToPrint(page: GreyPage, box: Box | null, scale: number): Promise<GreyPage> {
  if (!box) return page;
  const left = Math.floor(box.left / scale);
  const top = Math.floor(box.top / scale);
  const width = Math.min(page.width - left, Math.ceil(box.width / scale));
  const height = Math.min(page.height - top, Math.ceil(box.height / scale));
  if (width < 1 || height < 1) return page;
  return toPage(pipeline(page).extract({ left, top, width, height }));
}

/**
 * The part of the photo the paper lies in (with a margin), when the paper is lighter than what it
 * lies on: every pixel OCR does not have to look at saves time. The whole photo otherwise.
 */
async function cropToPaper(page: GreyPage): Promise<GreyPage> {
  const small = await resized(page, Math.min(1, 64 / Math.min(page.width, page.height)));
  const brightest = [...small.data].sort((a, b) => a - b)[Math.floor(small.data.length * 0.95)] ?? 255;
  let [left, top, right, bottom] = [small.width, small.height, -1, -1];
  small.data.forEach((value, index) => {
    if (value < brightest * OFF_PAPER_SHARE) return;
    const x = index % small.width;
    const y = Math.floor(index / small.width);
    [left, top, right, bottom] = [
      Math.min(left, x),
      Math.min(top, y),
      Math.max(right, x),
      Math.max(bottom, y),
    ];
  });
  if (right < left || bottom < top) return page;
  const scale = page.width / small.width;
  const margin = 2;
  const box = {
    left: Math.max(0, Math.floor((left - margin) * scale)),
    top: Math.max(0, Math.floor((top - margin) * scale)),
    right: Math.min(page.width, Math.ceil((right + 1 + margin) * scale)),
    bottom: Math.min(page.height, Math.ceil((bottom + 1 + margin) * scale)),
  };
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  if (width * height > page.width * page.height * 0.9) return page;
  return toPage(pipeline(page).extract({ left: box.left, top: box.top, width, height }));
}

async function resized(page: GreyPage, scale: number): Promise<GreyPage> {
  return toPage(
    pipeline(page).resize({ width: Math.max(1, Math.round(page.width * scale)), kernel: 'lanczos3' }),
  );
}

/** An 8-bit, one-channel image held in memory between steps. */
export interface GreyPage {
  data: Buffer;
  width: number;
  height: number;
}

export function pipeline(page: GreyPage): Sharp {
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } });
}

export async function toPage(image: Sharp): Promise<GreyPage> {
  const { data, info } = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Greyscale with the paper's light made even and the contrast stretched; no table around it. */
async function flattenLight(grey: GreyPage): Promise<GreyPage> {
  const { paper, offPaper } = await paperLight(grey);
  // Each pixel against its paper: paper turns white and print keeps its contrast however shaded
  // or faded the paper is. What is not paper (the table or hand around a receipt) turns white,
  // or the division would blow its noise up into marks that cost OCR seconds and mislead the
  // deskew. The paper's light and the off-paper mask are small copies, read between their four
  // nearest pixels here (bilinear): scaling both up to the page's size in libvips cost three
  // quarters of this step (docs/performance.md "Receipts", 2026-11-27 evening). Row by row, in
  // slices, so the event loop keeps serving requests meanwhile.
  const { width, height } = grey;
  const flat = Buffer.alloc(grey.data.length);
  const table = levelsTable();
  const across = sampling(paper.width, width);
  const lightRow = new Float32Array(paper.width);
  const offRow = new Float32Array(paper.width);
  const down = sampling(paper.height, height);
  const rowsPerSlice = Math.max(1, Math.floor(PIXELS_PER_SLICE / Math.max(1, width)));
  for (let y = 0; y < height; y++) {
    const top = down.near[y] as number;
    const bottom = down.far[y] as number;
    const weight = down.weight[y] as number;
    for (let x = 0; x < paper.width; x++) {
      const a = top * paper.width + x;
      const b = bottom * paper.width + x;
      lightRow[x] =
        (paper.data[a] as number) + ((paper.data[b] as number) - (paper.data[a] as number)) * weight;
      offRow[x] =
        (offPaper.data[a] as number) + ((offPaper.data[b] as number) - (offPaper.data[a] as number)) * weight;
    }
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const left = across.near[x] as number;
      const right = across.far[x] as number;
      const share = across.weight[x] as number;
      const off = (offRow[left] as number) + ((offRow[right] as number) - (offRow[left] as number)) * share;
      if (off > 127) {
        flat[row + x] = 255;
        continue;
      }
      const light =
        (lightRow[left] as number) + ((lightRow[right] as number) - (lightRow[left] as number)) * share;
      // Every pixel and paper byte pair looked up, not divided (a third of preparing a page).
      flat[row + x] = table[((grey.data[row + x] as number) << 8) | ((light + 0.5) | 0)] as number;
    }
    if ((y + 1) % rowsPerSlice === 0 && y + 1 < height) await yieldToEventLoop();
  }
  return { ...grey, data: flat };
}

/**
 * For each of `to` pixels along an axis, the two pixels of a copy `from` pixels long it lies
 * between and how far it is towards the second (pixel centres aligned, as libvips scales).
 */
function sampling(from: number, to: number): { near: Int32Array; far: Int32Array; weight: Float32Array } {
  const near = new Int32Array(to);
  const far = new Int32Array(to);
  const weight = new Float32Array(to);
  const step = from / to;
  for (let i = 0; i < to; i++) {
    const position = Math.min(from - 1, Math.max(0, (i + 0.5) * step - 0.5));
    near[i] = Math.floor(position);
    far[i] = Math.min(from - 1, (near[i] as number) + 1);
    weight[i] = position - (near[i] as number);
  }
  return { near, far, weight };
}

/**
 * A pixel's darkness against its paper, as grey: up to PAPER_GRAIN darker than the paper is the
 * paper's own grain, a desk's texture or sensor noise, and turns white; INK_FLOOR or darker is
 * ink, black. Between them the grey is kept, so faded thermal print stays readable.
 */
const PAPER_GRAIN = 0.9;
const INK_FLOOR = 0.35;

function levels(ratio: number): number {
  const scaled = (ratio - INK_FLOOR) / (PAPER_GRAIN - INK_FLOOR);
  return Math.round(255 * Math.min(1, Math.max(0, scaled)));
}

let levelsByPair: Uint8Array | null = null;

/** levels(pixel / paper) for every pair of bytes, at index pixel × 256 + paper. */
function levelsTable(): Uint8Array {
  if (!levelsByPair) {
    levelsByPair = new Uint8Array(256 * 256);
    for (let pixel = 0; pixel < 256; pixel++) {
      for (let light = 0; light < 256; light++) {
        levelsByPair[(pixel << 8) | light] = levels(pixel / Math.max(1, light));
      }
    }
  }
  return levelsByPair;
}

/** About a millisecond of work between two turns of the event loop. */
const PIXELS_PER_SLICE = 500_000;

/** Darker than this share of the brightest paper, a region is not paper but what it lies on. */
const OFF_PAPER_SHARE = 0.55;
/** Pixels of the 1/16 copy (about 16 px of the photo each) that the off-paper region is grown by. */
const OFF_PAPER_GROWTH = 1;

/**
 * The paper without its print, as a copy 1/16 of the page's size: the lightest pixel within a
 * print line's height of each one (dark strokes vanish, shading and fading stay), smoothed. Also
 * where the page is not paper at all (white there, black on paper), at the same small size.
 */
async function paperLight(page: GreyPage): Promise<{ paper: GreyPage; offPaper: GreyPage }> {
  // Light changes slowly across paper: a copy 1/16 the size is enough, and keeps this loop short.
  const small = await toPage(pipeline(page).resize({ width: Math.max(32, Math.round(page.width / 16)) }));
  // Wide enough to reach past the biggest, boldest print (a shop name in a header).
  const radius = Math.max(3, Math.round(small.width / 12));
  const lightest = maxFilter(small, radius);
  const brightest = [...lightest.data].sort((a, b) => a - b)[Math.floor(lightest.data.length * 0.95)] ?? 255;
  // Judged on the lightest pixel right next to each (so lines of print count as paper), not on
  // the wide filter above: that carries the paper's light a long way onto the desk beside it.
  const near = maxFilter(small, 1);
  const dark = Buffer.alloc(near.data.length);
  near.data.forEach((value, index) => {
    dark[index] = value < brightest * OFF_PAPER_SHARE ? 255 : 0;
  });
  // Grown by a little, so the shadowed edge of the paper goes too: left black, it frames the
  // receipt like a picture and tesseract's layout analysis reads the box instead of the text.
  const mask = maxFilter({ ...lightest, data: dark }, OFF_PAPER_GROWTH).data;
  const paper = await toPage(pipeline(lightest).blur(radius / 2));
  return { paper, offPaper: { ...lightest, data: mask } };
}

/** Separable maximum over a (2r+1)² square. */
function maxFilter(page: GreyPage, radius: number): GreyPage {
  const { width, height } = page;
  const across = Buffer.alloc(page.data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let max = 0;
      for (let dx = Math.max(0, x - radius); dx <= Math.min(width - 1, x + radius); dx++) {
        max = Math.max(max, page.data[y * width + dx] ?? 0);
      }
      across[y * width + x] = max;
    }
  }
  const out = Buffer.alloc(page.data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let max = 0;
      for (let dy = Math.max(0, y - radius); dy <= Math.min(height - 1, y + radius); dy++) {
        max = Math.max(max, across[dy * width + x] ?? 0);
      }
      out[y * width + x] = max;
    }
  }
  return { data: out, width, height };
}

function inkMap(page: GreyPage): InkMap {
  const threshold = 255 * INK_RATIO;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < page.height; y++) {
    const row = y * page.width;
    for (let x = 0; x < page.width; x++) {
      if ((page.data[row + x] ?? 255) < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { width: page.width, height: page.height, xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

function rotate(page: GreyPage, degrees: number): Promise<GreyPage> {
  return toPage(pipeline(page).rotate(degrees, { background: '#ffffff' }));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
