import type { AllowedImageType } from '@ramkoll/shared/schemas/upload';
import sharp, { type FormatEnum, type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.js';

/** Longest side of a stored image: plenty for reading a receipt, a fraction of a 48 MP photo. */
export const MAX_IMAGE_SIDE = 3000;

/**
 * Decoding more pixels than this is refused: a 5 MB PNG of one colour can claim billions of
 * pixels (a decompression bomb). 100 MP is above any phone camera's normal output.
 */
const MAX_INPUT_PIXELS = 100_000_000;

const formats: Record<AllowedImageType, { sharpFormat: keyof FormatEnum; extension: string }> = {
  'image/jpeg': { sharpFormat: 'jpeg', extension: 'jpg' },
  'image/png': { sharpFormat: 'png', extension: 'png' },
  'image/webp': { sharpFormat: 'webp', extension: 'webp' },
};

export interface ReencodedImage {
  bytes: Buffer;
  mimeType: AllowedImageType;
  extension: string;
  width: number;
  height: number;
}

/**
 * Decodes the upload and writes a fresh image of the same format: turned upright by its EXIF
 * orientation, at most MAX_IMAGE_SIDE on its long side, and without any metadata (sharp writes
 * none unless asked), so EXIF, GPS positions and camera serials never reach storage. Anything
 * that does not decode as the type its magic bytes claim is FILE_TYPE_NOT_ALLOWED.
 */
export async function reencodeImage(bytes: Buffer, type: AllowedImageType): Promise<ReencodedImage> {
  const { sharpFormat, extension } = formats[type];
  try {
    // failOn 'error': a camera JPEG with a minor glitch still decodes; garbage does not.
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await input.metadata();
    if (format !== sharpFormat) throw new AppError('FILE_TYPE_NOT_ALLOWED');
    const upright = input
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encode(upright, type).toBuffer({ resolveWithObject: true });
    return { bytes: data, mimeType: type, extension, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('FILE_TYPE_NOT_ALLOWED', undefined, { cause: error });
  }
}

function encode(image: Sharp, type: AllowedImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 90 });
  }
}
