import { normalizeStickerCode, type StickerResponse } from '@ramkoll/shared/schemas/sticker';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import { qrStickers } from '../../db/schema/stickers.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { validationFailed } from '../auth/validation.js';
import {
  activeSaleJoin,
  searchBikeColumns,
  toSearchBike,
  type SearchBikeRow,
} from '../search/search-bike-row.js';

/** A viewer id no user has: a visitor owns no bike. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * GET /api/stickers/:code: the bike a QR sticker is on (docs/product-rules.md "Bikes, search and
 * stickers"), in one indexed read (qr_stickers_code_unique, then the bike's primary key). Signed
 * in, the card is the one search shows; a visitor sees the bike's stolen or for-sale state,
 * its public make, model, colour and type and its frame number, never its photo (nothing uploaded
 * is public), place or descriptions. A sticker whose bike was deleted answers `bike: null`.
 * 400 VALIDATION_FAILED { field: code, problem: invalid }, 404 STICKER_NOT_FOUND.
 */
export async function getSticker({
  db,
  actor,
  code: input,
}: {
  db: Db;
  actor: Actor | null;
  code: string;
}): Promise<StickerResponse> {
  const code = normalizeStickerCode(input);
  if (code === null) throw validationFailed('code', 'invalid');

  const [row] = await db
    .select({ ...searchBikeColumns(actor?.userId ?? NOBODY), stickerId: qrStickers.id })
    .from(qrStickers)
    .leftJoin(bikes, and(eq(bikes.id, qrStickers.bikeId), isNull(bikes.deletedAt)))
    .leftJoin(bikeSales, activeSaleJoin)
    .where(eq(qrStickers.code, code))
    .limit(1);
  if (!row) throw new AppError('STICKER_NOT_FOUND');
  // Left-joined: a sticker on no live bike has a row of nulls for the bike.
  if (row.id === null) return { code, bike: null, details: actor !== null };

  const bike = toSearchBike(row as SearchBikeRow, 'exact');
  if (actor !== null) return { code, bike, details: true };
  return {
    code,
    bike: {
      ...bike,
      description: null,
      city: null,
      photoUrl: null,
      stolenLocationDetails: null,
      saleDescription: null,
    },
    details: false,
  };
}
