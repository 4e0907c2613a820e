import { z } from 'zod';

/*
 * The admin's sticker print queue (/admin-qr-print), docs/decisions/042-admin-insights.md.
 * A customer's sticker order and an admin's batch of unassigned codes for a store are both
 * qr_orders; a batch has no points spent and its stickers no bike.
 */

export const qrPrintStatuses = ['pending', 'printed', 'sent'] as const;
export const ZQrPrintStatus = z.enum(qrPrintStatuses);
export type QrPrintStatus = z.infer<typeof ZQrPrintStatus>;

/** Stickers per A4 sheet: 3 × 8 labels of 70 × 37 mm. */
export const STICKERS_PER_SHEET = 24;
/** Orders one sheet request may print (each order holds at most 100 codes). */
export const QR_SHEET_MAX_ORDERS = 20;
export const QR_BATCH_MAX = 100;
export const QR_PRINT_PAGE_SIZE = 25;

export const ZQrPrintQuery = z.object({
  status: ZQrPrintStatus.default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type QrPrintQuery = z.infer<typeof ZQrPrintQuery>;

export const ZQrPrintOrder = z.object({
  id: z.uuid(),
  kind: z.enum(['order', 'batch']),
  status: z.enum(['pending', 'printed', 'sent', 'cancelled']),
  quantity: z.int(),
  pointsSpent: z.int(),
  /** The customer who ordered (or the admin who made a batch). */
  orderedBy: z.object({ name: z.string(), email: z.string() }),
  shippingName: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  codes: z.array(z.string()),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type QrPrintOrder = z.infer<typeof ZQrPrintOrder>;

export const ZQrPrintQueue = z.object({
  orders: z.array(ZQrPrintOrder),
  total: z.int(),
  counts: z.record(ZQrPrintStatus, z.int()),
});
export type QrPrintQueue = z.infer<typeof ZQrPrintQueue>;

/** GET /api/admin/qr-print/sheet?orders=<id>,<id>: comma-separated order ids. */
export const ZQrSheetQuery = z.object({ orders: z.string().max(QR_SHEET_MAX_ORDERS * 37 + 40) });

/** POST /api/admin/qr-print/batches: new unassigned codes, optionally addressed to a store. */
export const ZQrBatchRequest = z.object({
  quantity: z.number(),
  storeId: z.string().max(100).nullish(),
});
export type QrBatchRequest = z.infer<typeof ZQrBatchRequest>;

export const ZQrPrintOrderResponse = z.object({ order: ZQrPrintOrder });
export type QrPrintOrderResponse = z.infer<typeof ZQrPrintOrderResponse>;
