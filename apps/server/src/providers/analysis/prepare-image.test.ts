import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openGreyImage, prepareForOcr, preparedPixels } from './prepare-image.js';

/** A light photo of dark lines of "print", as a JPEG: enough for the page to be measured. */
async function printedPage(): Promise<Buffer> {
  const rows = Array.from(
    { length: 12 },
    (_, index) =>
      `<rect x="60" y="${80 + index * 48}" width="${300 + (index % 3) * 120}" height="22" fill="#222"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="720"><rect width="800" height="720" fill="#eee"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Lines of "words" on paper lit from one side: the far edge gets 60 % of the near edge's light
 * (still paper, not the desk: a receipt in a hand's shadow), as a JPEG.
 */
async function shadowedPage(): Promise<Buffer> {
  const words = Array.from({ length: 24 }, (_, line) =>
    Array.from(
      { length: 9 },
      (_, word) =>
        `<rect x="${50 + word * 72}" y="${50 + line * 26}" width="${24 + ((line * 7 + word * 13) % 5) * 9}" height="9" fill="#000" fill-opacity="0.75"/>`,
    ).join(''),
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="700"><defs><linearGradient id="light"><stop offset="0" stop-color="#f0f0f0"/><stop offset="1" stop-color="#9a9a9a"/></linearGradient></defs><rect width="760" height="700" fill="url(#light)"/>${words}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** The prepared page's pixels, without the PGM header. */
function pixelsOf(prepared: Buffer): Buffer {
  const header = /^P5\n\d+ \d+\n255\n/.exec(prepared.subarray(0, 32).toString('latin1'));
  return prepared.subarray(header?.[0].length ?? 0);
}

describe('openGreyImage', () => {
  const colours = ['#c0392b', '#27ae60', '#2980b9', '#f1c40f', '#8e44ad', '#ecf0f1', '#2c3e50', '#7f7f7f'];
  const stripes = colours
    .map((colour, index) => `<rect x="${index * 40}" width="40" height="120" fill="${colour}"/>`)
    .join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120">${stripes}</svg>`,
  );

  it('gives the grey pixels of a colour photo, one byte each, the grey libvips makes of it', async () => {
    const image = await sharp(svg).jpeg({ quality: 85 }).toBuffer();
    const grey = await openGreyImage(image);
    expect([grey.width, grey.height, grey.data.length]).toEqual([320, 120, 320 * 120]);
    const expected = await sharp(image).greyscale().extractChannel(0).raw().toBuffer();
    expect(grey.data.equals(expected)).toBe(true);
  });

  it('turns the photo upright by its EXIF orientation', async () => {
    const tall = await sharp(svg).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const grey = await openGreyImage(tall);
    expect([grey.width, grey.height]).toEqual([120, 320]);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(openGreyImage(Buffer.from('not an image at all'))).rejects.toThrow('not a decodable image');
  });
});

describe('prepareForOcr', () => {
  it("evens out the paper's light: paper in shadow turns white, print stays black", async () => {
    const pixels = pixelsOf(await prepareForOcr(await openGreyImage(await shadowedPage())));
    const share = (test: (value: number) => boolean) => pixels.filter(test).length / pixels.length;
    // The photo itself has about two thirds of its pixels in these greys (shadowed paper); the
    // prepared page only the print's edges.
    expect(share((value) => value >= 64 && value < 224)).toBeLessThan(0.05);
    expect(share((value) => value >= 224)).toBeGreaterThan(0.7);
    expect(share((value) => value < 64)).toBeGreaterThan(0.1);
  });

  it('hands tesseract a binary PGM whose pixels preparedPixels reads at its stated size', async () => {
    const prepared = await prepareForOcr(await openGreyImage(await printedPage()));
    const header = /^P5\n(\d+) (\d+)\n255\n/.exec(prepared.subarray(0, 32).toString('latin1'));
    expect(header).not.toBeNull();
    const [all = '', width = '0', height = '0'] = header ?? [];
    expect(prepared.length).toBe(all.length + Number(width) * Number(height));
    const page = await preparedPixels(prepared);
    expect([page.width, page.height]).toEqual([Number(width), Number(height)]);
    expect(page.data.equals(prepared.subarray(all.length))).toBe(true);
  });

  it('lets preparedPixels open any other image as one grey channel', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const page = await preparedPixels(png);
    expect([page.width, page.height, page.data.length]).toEqual([30, 20, 600]);
  });
});
