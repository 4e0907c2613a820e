import { z } from 'zod';

/*
 * A bike's ownership history (spec sections 2 "Ownership history card" and 3 "Ownership entry",
 * get_bike_history / get_store_info_for_bike). The server derives the entries with the shared rule
 * rules/ownership-history and masks every owner name before it leaves; receipt photos are only
 * given to those allowed to open them (the uploader, the issuing store, admins; decision 013),
 * later owners and everyone else get `receiptVerified: true` instead.
 */

export const acquisitionTypes = ['registration', 'purchase', 'transfer'] as const;
export const ZAcquisitionType = z.enum(acquisitionTypes);
export type AcquisitionType = z.infer<typeof ZAcquisitionType>;

export const ZRegistrationType = z.enum(['self', 'store']);
export type RegistrationType = z.infer<typeof ZRegistrationType>;

export const ZStoreInfo = z.object({
  storeName: z.string(),
  storeChain: z.string().nullable(),
  storeLocationId: z.string().nullable(),
  storePhone: z.string().nullable(),
  storeAddress: z.string().nullable(),
  organizationNumber: z.string().nullable(),
  storeContactInfo: z.string().nullable(),
});
export type StoreInfo = z.infer<typeof ZStoreInfo>;

export const ZPurchaseDetails = z.object({
  /** Whole kronor. */
  purchasePrice: z.number().int().nonnegative().nullable(),
  receiptNumber: z.string().nullable(),
  warrantyEndDate: z.iso.date().nullable(),
  /** `/api/files/<id>` for those allowed to see the receipt, else null. */
  receiptPhotoUrl: z.string().nullable(),
});
export type PurchaseDetails = z.infer<typeof ZPurchaseDetails>;

export const ZOwnershipEntry = z.object({
  /** Masked: two letters of the first name, first letter of the last, the rest asterisks. */
  ownerName: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  /** Null for the current owner (shown as ongoing / present). */
  endDate: z.iso.datetime({ offset: true }).nullable(),
  isCurrent: z.boolean(),
  isVerified: z.boolean(),
  acquisitionType: ZAcquisitionType,
  registrationType: ZRegistrationType.nullable(),
  storeInfo: ZStoreInfo.nullable(),
  purchaseDetails: ZPurchaseDetails.nullable(),
  receiptPhotoUrl: z.string().nullable(),
  /** A receipt exists and was verified, whether or not this viewer may open it. */
  receiptVerified: z.boolean(),
});
export type OwnershipEntry = z.infer<typeof ZOwnershipEntry>;

/** GET /api/bikes/:id/history. Errors: 404 BIKE_NOT_FOUND (unknown or deleted bike). */
export const ZBikeHistoryResponse = z.object({
  bikeId: z.uuid(),
  frameNumber: z.string(),
  /** The bike's name when the owner shows it, else null. */
  bikeName: z.string().nullable(),
  ownerCount: z.number().int().nonnegative(),
  entries: z.array(ZOwnershipEntry),
});
export type BikeHistoryResponse = z.infer<typeof ZBikeHistoryResponse>;
