import type { ScaledImageWidth } from '@ramkoll/shared/scaled-images';
import sharp from 'sharp';
import type { FileRow } from './find-own-file.js';

/** Buckets whose images are shown small (lists, cards, the account menu) and so get scaled copies. */
export const scaledBuckets: readonly FileRow['bucket'][] = ['bike-photos', 'avatars'];

/**
 * Where the scaled copy of a stored image is kept: beside the original, under a name derived from
 * it, so it needs no row of its own and goes wherever the original goes.
 */
export function scaledImageKey(storageKey: string, width: ScaledImageWidth): string {
  return `${storageKey}.w${width}.webp`;
}

/**
 * A WebP copy whose shorter side is `width` pixels (the lists crop to a square, so the shorter side
 * is what must stay sharp); an image smaller than that keeps its size. The originals were
 * re-encoded on upload (upright, no metadata), so this decodes what sharp itself wrote.
 */
export async function scaleImage(original: Buffer, width: ScaledImageWidth): Promise<Buffer> {
  return sharp(original)
    .resize({ width, height: width, fit: 'outside', withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();
}
