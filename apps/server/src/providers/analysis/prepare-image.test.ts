import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openGreyImage, openPrepared, prepareForOcr } from './prepare-image.js';

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

describe('prepareForOcr', () => {
  it('hands tesseract a binary PGM that openPrepared reads at its stated size', async () => {
    const prepared = await prepareForOcr(await openGreyImage(await printedPage()));
    const header = /^P5\n(\d+) (\d+)\n255\n/.exec(prepared.subarray(0, 32).toString('latin1'));
    expect(header).not.toBeNull();
    const [all = '', width = '0', height = '0'] = header ?? [];
    expect(prepared.length).toBe(all.length + Number(width) * Number(height));
    const { data, info } = await openPrepared(prepared)
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([Number(width), Number(height), 1]);
    expect(data.equals(prepared.subarray(all.length))).toBe(true);
  });

  it('lets openPrepared open any other image as it is', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#808080' } })
      .greyscale()
      .png()
      .toBuffer();
    const { width, height } = await openPrepared(png).metadata();
    expect([width, height]).toEqual([30, 20]);
  });
});
