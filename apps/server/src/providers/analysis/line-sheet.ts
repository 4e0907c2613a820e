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
