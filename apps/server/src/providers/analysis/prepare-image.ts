import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import sharp, { type Sharp } from 'sharp';
import { UnreadableImageError } from './analysis-provider.js';
import { findSkewAngle, findTextLineHeight, type InkMap } from './page-geometry.js';

/** As for uploads: more pixels than any phone camera makes is a decompression bomb. */
const MAX_INPUT_PIXELS = 100_000_000;
/** Width of the small copy that skew and text size are measured on. */
const MEASURE_WIDTH = 800;
/**
 * Tesseract reads best when a line of text is about 40 px from ascender to descender (an x-height
 * near 20 px); much smaller and letters merge, much larger and it only costs time.
 */
const TARGET_LINE_HEIGHT = 42;
const MIN_SCALE = 0.35;
const MAX_SCALE = 3;
/** Never hand tesseract more than this many pixels: a long till roll at 40 px a line is enough. */
const MAX_OCR_PIXELS = 7_000_000;
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

/** How a page is turned into the image tesseract reads; a second attempt uses the other. */
export type Preparation = 'grey' | 'binary';

/**
 * A phone photo of a receipt made easy to read (docs/decisions/026-receipt-matching.md):
 * greyscale; the paper's uneven light divided out (each pixel against a blurred copy, so a shadow
 * or thermal fading no longer looks like ink); contrast stretched; turned straight (the skew that
 * makes rows of ink sharpest, within ±8°); scaled so a line of text is about 40 px high. The
 * 'binary' preparation also thresholds the result, which helps on noisy or faded prints where the
 * grey one does not. All pixel work runs in libvips threads or in short slices between events.
 */
export async function prepareForOcr(image: Sharp, preparation: Preparation = 'grey'): Promise<Buffer> {
  const grey = await flattenLight(image);
  const measureScale = Math.min(1, MEASURE_WIDTH / grey.width);
  const angle = await findSkewAngle(await inkMap(grey, measureScale), yieldToEventLoop);
  const straight = Math.abs(angle) >= 0.2 ? await rotate(grey, -angle) : grey;

  const lineHeight = findTextLineHeight(await inkMap(straight, measureScale));
  const scale = lineHeight
    ? clamp((TARGET_LINE_HEIGHT * measureScale) / lineHeight, MIN_SCALE, MAX_SCALE)
    : FALLBACK_WIDTH / straight.width;
  const pixels = straight.width * straight.height * scale * scale;
  const finalScale = pixels > MAX_OCR_PIXELS ? scale * Math.sqrt(MAX_OCR_PIXELS / pixels) : scale;

  const scaled = pipeline(straight).resize({
    width: Math.round(straight.width * finalScale),
    kernel: 'lanczos3',
  });
  const prepared = preparation === 'binary' ? scaled.threshold(BINARY_THRESHOLD) : scaled;
  return prepared.png({ compressionLevel: 1 }).toBuffer();
}

/** Grey on the flattened page: below it is ink. */
const BINARY_THRESHOLD = 160;

/** An 8-bit, one-channel image held in memory between steps. */
interface GreyPage {
  data: Buffer;
  width: number;
  height: number;
}

function pipeline(page: GreyPage): Sharp {
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } });
}

async function toPage(image: Sharp): Promise<GreyPage> {
  const { data, info } = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Greyscale with the paper's light made even and the contrast stretched; no table around it. */
async function flattenLight(image: Sharp): Promise<GreyPage> {
  const grey = await toPage(image.greyscale());
  const { paper, offPaper } = await paperLight(grey);
  // Each pixel against its paper: paper turns white and print keeps its contrast however shaded
  // or faded the paper is. What is not paper (the table or hand around a receipt) turns white,
  // or the division would blow its noise up into marks that cost OCR seconds and mislead the
  // deskew. In slices, so the event loop keeps serving requests meanwhile.
  const flat = Buffer.alloc(grey.data.length);
  for (let start = 0; start < flat.length; start += PIXELS_PER_SLICE) {
    const end = Math.min(flat.length, start + PIXELS_PER_SLICE);
    for (let i = start; i < end; i++) {
      const light = Math.max(1, paper.data[i] ?? 255);
      flat[i] = (offPaper.data[i] ?? 0) > 127 ? 255 : Math.min(255, ((grey.data[i] ?? 255) * 255) / light);
    }
    if (end < flat.length) await yieldToEventLoop();
  }
  return toPage(pipeline({ ...grey, data: flat }).normalise({ lower: 1, upper: 99 }));
}

/** About a millisecond of work between two turns of the event loop. */
const PIXELS_PER_SLICE = 500_000;

/** Darker than this share of the brightest paper, a region is not paper but what it lies on. */
const OFF_PAPER_SHARE = 0.55;

/**
 * The paper without its print, at full size: on a small copy, the lightest pixel within a print
 * line's height of each one (dark strokes vanish, shading and fading stay), smoothed and scaled
 * up. Also where the page is not paper at all (white there, black on paper).
 */
async function paperLight(page: GreyPage): Promise<{ paper: GreyPage; offPaper: GreyPage }> {
  // Light changes slowly across paper: a copy 1/16 the size is enough, and keeps this loop short.
  const small = await toPage(pipeline(page).resize({ width: Math.max(32, Math.round(page.width / 16)) }));
  const radius = Math.max(2, Math.round(small.width / 40));
  const lightest = maxFilter(small, radius);
  const brightest = [...lightest.data].sort((a, b) => a - b)[Math.floor(lightest.data.length * 0.95)] ?? 255;
  const mask = Buffer.alloc(lightest.data.length);
  lightest.data.forEach((value, index) => {
    mask[index] = value < brightest * OFF_PAPER_SHARE ? 255 : 0;
  });
  const fullSize = { width: page.width, height: page.height, fit: 'fill' as const };
  const [paper, offPaper] = await Promise.all([
    toPage(
      pipeline(lightest)
        .blur(radius / 2)
        .resize(fullSize),
    ),
    toPage(pipeline({ ...lightest, data: mask }).resize(fullSize)),
  ]);
  return { paper, offPaper };
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

async function inkMap(page: GreyPage, scale: number): Promise<InkMap> {
  const small =
    scale < 1 ? await toPage(pipeline(page).resize({ width: Math.round(page.width * scale) })) : page;
  const threshold = 255 * INK_RATIO;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < small.height; y++) {
    const row = y * small.width;
    for (let x = 0; x < small.width; x++) {
      if ((small.data[row + x] ?? 255) < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { width: small.width, height: small.height, xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

function rotate(page: GreyPage, degrees: number): Promise<GreyPage> {
  return toPage(pipeline(page).rotate(degrees, { background: '#ffffff' }));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
