import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { evenInk, lineSheet, pageBands } from './line-sheet.js';
import { preparedPixels } from './prepare-image.js';

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .greyscale()
    .png()
    .toBuffer();

describe('pageBands', () => {
  it('cuts a tall page into overlapping bands that cover it, each a whole line taller than its step', async () => {
    const bands = await pageBands(await blank(1000, 2500));
    expect(bands.map((band) => band.top)).toEqual([0, 834, 1668]);
    const heights = await Promise.all(bands.map(async (band) => (await preparedPixels(band.image)).height));
    expect(heights).toEqual([924, 924, 832]);
    bands.slice(1).forEach((band, index) => {
      expect(band.top).toBeLessThan((bands[index]?.top ?? 0) + (heights[index] ?? 0) - 60);
    });
  });

  it('leaves a short page whole', async () => {
    const bands = await pageBands(await blank(800, 600));
    expect(bands).toHaveLength(1);
    expect((await preparedPixels(bands[0]?.image ?? Buffer.alloc(0))).height).toBe(600);
  });
});

describe('lineSheet', () => {
  it('lays the chosen lines one under the other, larger, with their margins, inside the page', async () => {
    const page = await blank(1000, 800);
    const sheet = await lineSheet(page, [
      { text: 'a', box: { left: 100, top: 100, width: 400, height: 30 } },
      { text: 'b', box: { left: 950, top: 780, width: 200, height: 30 } },
    ]);
    const { width, height } = await preparedPixels(sheet);
    // The first line with a line's height at each end, 1.5 times as large, and a gap around it.
    expect(width).toBeGreaterThanOrEqual((400 + 60) * 1.5);
    expect(height).toBeGreaterThan(2 * 30 * 1.5);
    expect(height).toBeLessThan(400);
  });
});

describe('lineSheet, the pixels', () => {
  it('copies each line, scaled, onto white paper, and nothing of the page outside the lines', async () => {
    // A white page, a black bar inside the first line's box and another far from any line.
    const page = Buffer.alloc(600 * 400, 255);
    const bar = (left: number, top: number) => {
      for (let y = top; y < top + 10; y++) page.fill(0, y * 600 + left, y * 600 + left + 100);
    };
    bar(100, 110);
    bar(300, 300);
    const pgm = Buffer.concat([Buffer.from('P5\n600 400\n255\n'), page]);
    const sheet = await preparedPixels(
      await lineSheet(pgm, [{ text: 'a', box: { left: 80, top: 100, width: 200, height: 30 } }], {
        scale: 1,
      }),
    );
    const dark = sheet.data.filter((value) => value < 128).length;
    // The one bar in the line (100 x 10 at scale 1), not the other.
    expect(dark).toBeGreaterThan(900);
    expect(dark).toBeLessThan(1100);
    // The gap above the line is paper.
    expect(sheet.data.subarray(0, sheet.width * 10).every((value) => value === 255)).toBe(true);
  });
});

describe('evenInk', () => {
  // A line 20 columns wide, 10 rows high: strokes in rows 3–6, every column inked but the gaps.
  const width = 20;
  const height = 10;
  const line = (inkOf: (x: number) => number) => {
    const grey = Buffer.alloc(width * height, 255);
    for (let x = 0; x < width; x++) {
      for (let y = 3; y <= 6; y++) grey[y * width + x] = 255 - inkOf(x);
    }
    return grey;
  };
  const darkness = (grey: Buffer, x: number) => 255 - (grey[5 * width + x] ?? 255);

  it('darkens a band of faded print to the line’s ink and leaves paper white', () => {
    // Columns 7–12 printed at a third of the ink (a worn print-head dot), the rest black.
    const evened = evenInk(
      line((x) => (x >= 7 && x <= 12 ? 80 : 240)),
      width,
      height,
    );
    expect(darkness(evened, 9)).toBeGreaterThanOrEqual(230);
    expect(darkness(evened, 10)).toBeGreaterThanOrEqual(230);
    expect(darkness(evened, 2)).toBe(240);
    for (let x = 0; x < width; x++) expect(255 - (evened[x] ?? 0), `paper at ${x}`).toBe(0);
  });

  it('does not blow noise up into ink', () => {
    const evened = evenInk(
      line((x) => (x < 10 ? 20 : 240)),
      width,
      height,
    );
    // Columns far from the print keep their faint marks as they were.
    expect(darkness(evened, 2)).toBe(20);
  });
});

describe('a prepared page as PGM', () => {
  /** A white page as prepareForOcr hands it over: a binary PGM. */
  const blankPgm = (width: number, height: number) =>
    Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), Buffer.alloc(width * height, 255)]);

  it('is cut into the same bands and sheets as the same page in PNG', async () => {
    const fromPgm = await pageBands(blankPgm(1000, 2500));
    const fromPng = await pageBands(await blank(1000, 2500));
    expect(fromPgm.map((band) => band.top)).toEqual(fromPng.map((band) => band.top));
    const lines = [{ text: 'a', box: { left: 100, top: 100, width: 400, height: 30 } }];
    const [pgmSheet, pngSheet] = await Promise.all([
      lineSheet(blankPgm(1000, 800), lines),
      lineSheet(await blank(1000, 800), lines),
    ]);
    const size = async (image: Buffer) => {
      const { width, height } = await preparedPixels(image);
      return [width, height];
    };
    expect(await size(pgmSheet)).toEqual(await size(pngSheet));
  });
});
