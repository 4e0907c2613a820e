import sharp, { type Sharp } from 'sharp';
import { UnreadableImageError } from './analysis-provider.js';

/** As for uploads: more pixels than any phone camera makes is a decompression bomb. */
const MAX_INPUT_PIXELS = 100_000_000;
/**
 * Phone photos are scaled down to about 2000 px across and small scans up to 1600: enough for
 * receipt print, while every extra pixel costs OCR time (about 0.5 s at 1000 px, 1.2 s at 2000).
 */
const OCR_MIN_WIDTH = 1000;
const OCR_UPSCALED_WIDTH = 1600;
const OCR_MAX_WIDTH = 2600;
const OCR_DOWNSCALED_WIDTH = 2000;
/** Long till rolls stay within this height, so one job never takes many seconds. */
const OCR_MAX_HEIGHT = 6000;

/** The decoded image, upright; UnreadableImageError when the bytes are not one. */
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

/** Greyscale, contrast stretched and scaled to a width tesseract reads well, as a PNG. */
export async function prepareForOcr(image: Sharp): Promise<Buffer> {
  const { width = OCR_MIN_WIDTH } = await image.metadata();
  const target =
    width < OCR_MIN_WIDTH ? OCR_UPSCALED_WIDTH : width > OCR_MAX_WIDTH ? OCR_DOWNSCALED_WIDTH : null;
  const scaled = target ? image.resize({ width: target, height: OCR_MAX_HEIGHT, fit: 'inside' }) : image;
  return scaled.greyscale().normalise().png({ compressionLevel: 1 }).toBuffer();
}
