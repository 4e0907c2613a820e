import { z } from 'zod';
import { ZSearchBike } from './search.js';

/**
 * A sticker's code as printed under its QR: 6–20 letters and digits (docs/product-rules.md
 * "Bikes, search and stickers").
 */
export const STICKER_CODE = /^[A-Z0-9]{6,20}$/;

/** A code as carried in the URL or typed: trimmed and upper-cased; null when it cannot be a code. */
export function normalizeStickerCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return STICKER_CODE.test(code) ? code : null;
}

/**
 * GET /api/stickers/:code (the page a sticker's QR opens, `/q/<code>`): the bike the sticker is on,
 * as a public card, or `bike: null` when the sticker is on no bike (its bike was deleted). Visitors
 * get the card without the photo, place or descriptions (`details: false`); signed-in users get it
 * as search shows it. Errors: 400 VALIDATION_FAILED { field: code, problem: invalid }, 404
 * STICKER_NOT_FOUND.
 */
export const ZStickerResponse = z.object({
  code: z.string(),
  bike: ZSearchBike.nullable(),
  details: z.boolean(),
});
export type StickerResponse = z.infer<typeof ZStickerResponse>;
