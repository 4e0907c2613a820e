import { z } from 'zod';

/*
 * The ownership lifecycle (spec sections 2, 3, 4; docs/product-rules.md "Ownership lifecycle"): selling a
 * bike, transferring it with a receipt both parties accept, and the owner's answer to "Found?"
 * reports. Every change is one transaction on the server; a refusal changes nothing and answers a
 * code.
 */

/** Whole kronor; a bike sale above this is a typo. */
export const SALE_PRICE_MAX = 1_000_000;

/**
 * PUT /api/me/bikes/:id/sale: publish or edit the bike's sale (TILL SALU). Customers, own live
 * bike. Errors: 409 BIKE_STOLEN { action: 'sale' }, 404 BIKE_NOT_FOUND,
 * 400 VALIDATION_FAILED { field: salePrice | description, problem }.
 * DELETE /api/me/bikes/:id/sale withdraws it (404 SALE_NOT_FOUND when there is none).
 * Both answer ZMyBikeResponse.
 */
export const ZSaleRequest = z.object({
  salePrice: z.number().int(),
  description: z.string().max(2000).nullable().optional(),
});
export type SaleRequest = z.infer<typeof ZSaleRequest>;

/**
 * POST /api/me/bikes/:id/transfer: the owner names the buyer (e-mail or personnummer of an
 * existing customer account), the price (kr, optional: a gift) and the date. Creates a pending
 * ownership receipt that the seller has accepted and a requested transfer.
 * Errors: 404 BUYER_NOT_FOUND, 400 BUYER_IS_SELLER, 409 TRANSFER_PENDING (one open per bike),
 * 409 BIKE_STOLEN { action: 'transfer' }, 404 BIKE_NOT_FOUND (all three before the buyer is looked
 * up), 429 BUYER_LOOKUP_RATE_LIMITED (10 look-ups a day per seller, 30 per address; decision 092),
 * 400 VALIDATION_FAILED.
 */
export const ZTransferRequest = z.object({
  buyer: z.string().max(254),
  price: z.number().int().nullable().optional(),
  /** YYYY-MM-DD, not in the future. */
  purchaseDate: z.string().max(20),
});
export type TransferRequest = z.infer<typeof ZTransferRequest>;

export const receiptStatuses = ['pending', 'completed', 'declined', 'cancelled'] as const;
export const ZReceiptStatus = z.enum(receiptStatuses);
export type ReceiptStatus = z.infer<typeof ZReceiptStatus>;

/** One ownership receipt as either party sees it in /receipts. Names are masked. */
export const ZOwnershipReceipt = z.object({
  id: z.uuid(),
  /** Printed on the bill of sale; anyone can check it on /receipts. */
  verificationCode: z.string(),
  receiptNumber: z.string(),
  myRole: z.enum(['buyer', 'seller']),
  status: ZReceiptStatus,
  /** True while it waits for my acceptance (the badge on 'Mina kvitton' counts these). */
  awaitingMe: z.boolean(),
  bike: z.object({
    id: z.uuid(),
    frameNumber: z.string(),
    bikeName: z.string().nullable(),
    brand: z.string().nullable(),
    model: z.string().nullable(),
  }),
  sellerName: z.string(),
  buyerName: z.string(),
  /** Whole kronor; null for a gift. */
  price: z.number().int().nonnegative().nullable(),
  purchaseDate: z.iso.date().nullable(),
  sellerAcceptedAt: z.iso.datetime({ offset: true }).nullable(),
  buyerAcceptedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OwnershipReceipt = z.infer<typeof ZOwnershipReceipt>;

/** GET /api/me/receipts: mine as buyer or seller, newest first. */
export const ZReceiptsResponse = z.object({ receipts: z.array(ZOwnershipReceipt) });
/** POST /api/me/bikes/:id/transfer and every receipt action answer the receipt. */
export const ZReceiptResponse = z.object({ receipt: ZOwnershipReceipt });

/*
 * POST /api/me/receipts/:id/accept (buyer): one transaction: 100 points from the buyer (ledger),
 * receipt completed, transfer completed, owner changed, any active sale closed, a history event.
 * Errors: 402 INSUFFICIENT_POINTS { required, balance }, 409 RECEIPT_NOT_PENDING,
 * 409 BIKE_STOLEN { action: 'transfer' }, 404 RECEIPT_NOT_FOUND (not mine, or not found).
 * POST /api/me/receipts/:id/decline (buyer) and /cancel (seller): 409 RECEIPT_NOT_PENDING,
 * 404 RECEIPT_NOT_FOUND.
 * GET /api/me/receipts/:id/pdf: the bill of sale as a PDF (either party).
 */

/** GET /api/me/receipts/verify?code=: is this a genuine Ramkoll receipt? (any signed-in user) */
export const ZVerifyReceiptQuery = z.object({ code: z.string().max(40) });
export const ZVerifyReceiptResponse = z.object({
  valid: z.boolean(),
  receipt: z
    .object({
      frameNumber: z.string(),
      status: ZReceiptStatus,
      sellerName: z.string(),
      buyerName: z.string(),
      purchaseDate: z.iso.date().nullable(),
      completedAt: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
});
export type VerifyReceiptResponse = z.infer<typeof ZVerifyReceiptResponse>;

/*
 * POST /api/me/recovery-reports/:id/confirm (the bike's owner): the bike is marked recovered, the
 * report confirmed, the finder rewarded 100 points once (ledger reference recovery:<report id>),
 * the bike's other pending reports dismissed, the finder notified (the owner is the one acting).
 * POST .../dismiss dismisses one report. Errors: 404 RECOVERY_REPORT_NOT_FOUND,
 * 409 RECOVERY_REPORT_NOT_PENDING. Both answer ZMyRecoveryReportsResponse (the pending reports left).
 */
