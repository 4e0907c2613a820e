import { QR_SHEET_MAX_ORDERS } from '@ramkoll/shared/schemas/qr-print';
import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { qrOrders, qrStickers } from '../../db/schema/stickers.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { validationFailed } from '../auth/validation.js';
import { renderStickerSheet } from './sticker-sheet-pdf.js';

/**
 * GET /api/admin/qr-print/sheet?orders=a,b: the stickers of the chosen orders (in the order given,
 * each order's codes as created) as an A4 label sheet. Printing does not change the queue: the
 * admin marks an order printed once the sheet came out right, and can print it again at any status.
 */
export async function printSheet(options: {
  db: Db;
  actor: Actor;
  orders: string;
  publicUrl: string;
}): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { db, actor, publicUrl } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const ids = [
    ...new Set(
      options.orders
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw validationFailed('orders', 'required');
  if (ids.length > QR_SHEET_MAX_ORDERS) throw validationFailed('orders', 'too_many');
  if (ids.some((id) => !z.uuid().safeParse(id).success)) throw new AppError('QR_ORDER_NOT_FOUND');

  const [found, stickers] = await Promise.all([
    db.select({ id: qrOrders.id }).from(qrOrders).where(inArray(qrOrders.id, ids)),
    db
      .select({ orderId: qrStickers.orderId, code: qrStickers.code })
      .from(qrStickers)
      .where(inArray(qrStickers.orderId, ids))
      .orderBy(asc(qrStickers.createdAt), asc(qrStickers.code)),
  ]);
  if (found.length !== ids.length) throw new AppError('QR_ORDER_NOT_FOUND');
  const codes = ids.flatMap((id) => stickers.filter((s) => s.orderId === id).map((s) => s.code));
  if (codes.length === 0) throw validationFailed('orders', 'no_stickers');
  const pdf = await renderStickerSheet(codes, publicUrl, `Ramkoll QR ${codes.length}`);
  return { pdf, fileName: `ramkoll-dekaler-${ids[0]?.slice(0, 8) ?? 'ark'}.pdf` };
}
