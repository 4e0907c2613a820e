import { z } from 'zod';
import { ZBikeType } from './bike.js';
import { ZLanguage } from './language.js';

/**
 * The store's counter (docs/decisions/039-store-registration.md): find or create a customer,
 * register a bike for them, keep stock and sell it by transfer. A customer leaves the server only
 * masked, and only what the counter needs to know it is the person in front of it: the name as
 * the ownership history masks it and the e-mail masked (rules/mask-email.ts). No part of the
 * personnummer, not even the masked `YYYYMMDD-****`, which is the birth date (decision 093).
 */
export const ZStoreCustomer = z.object({
  id: z.uuid(),
  /** 'Ka*** K***' (rules/mask-owner-name.ts). */
  maskedName: z.string(),
  /** 'k***@e***.se' (rules/mask-email.ts). */
  maskedEmail: z.string(),
});
export type StoreCustomer = z.infer<typeof ZStoreCustomer>;

/**
 * POST /api/store/customers/lookup: exact e-mail or personnummer (in the body, so it never lands in
 * an access log). 404 CUSTOMER_NOT_FOUND, 429 RATE_LIMITED, 400 VALIDATION_FAILED { field: query }.
 */
export const ZCustomerLookupRequest = z.object({ query: z.string().max(254) });
export const ZStoreCustomerResponse = z.object({ customer: ZStoreCustomer });
export type StoreCustomerResponse = z.infer<typeof ZStoreCustomerResponse>;

/**
 * POST /api/store/customers: a customer account with a temporary password e-mailed to it. 409
 * EMAIL_TAKEN / PERSONAL_NUMBER_TAKEN / PHONE_TAKEN carry { customer } when the account is a
 * customer the store may pick instead.
 */
export const ZCreateCustomerRequest = z.object({
  fullName: z.string().max(200),
  personalNumber: z.string().max(20),
  email: z.string().max(254),
  phone: z.string().max(30).nullable().optional(),
  /** The customer's language, for every e-mail they get. */
  language: ZLanguage.optional(),
});
export type CreateCustomerRequest = z.infer<typeof ZCreateCustomerRequest>;

const ZOptionalText = z.string().max(2000).nullable().optional();

export const ZStorePurchaseInput = z.object({
  /** Whole kronor. */
  price: z.number().int().nullable(),
  receiptNumber: z.string().max(200).nullable(),
  /** YYYY-MM-DD. */
  warrantyEndDate: z.string().max(20).nullable(),
  /** An upload to POST /api/store/uploads/receipts. */
  receiptFileId: z.uuid().nullable(),
});
export type StorePurchaseInputBody = z.infer<typeof ZStorePurchaseInput>;

const bikeFields = {
  frameNumber: z.string().max(100),
  bikeType: ZBikeType,
  brand: ZOptionalText,
  model: ZOptionalText,
  color: ZOptionalText,
  description: ZOptionalText,
  batterySerialNumber: ZOptionalText,
  /** An upload to POST /api/store/uploads/bike-photos. */
  bikePhotoFileId: z.uuid().nullable().optional(),
  /** Staff saw the look-alike bikes and say this is a different bike (decision 025). */
  confirmDifferentBike: z.boolean().optional(),
  purchase: ZStorePurchaseInput,
};

/** POST /api/store/registrations: a bike for a customer, 100 of the store's points. */
export const ZStoreRegisterBikeRequest = z.object({ customerId: z.uuid(), ...bikeFields });
export type StoreRegisterBikeRequest = z.infer<typeof ZStoreRegisterBikeRequest>;

/** POST /api/store/inventory: a bike into stock, owned by the store account, 100 points. */
export const ZAddStockRequest = z.object(bikeFields);
export type AddStockRequest = z.infer<typeof ZAddStockRequest>;

export const ZStoreRegistrationResponse = z.object({
  bikeId: z.uuid(),
  frameNumber: z.string(),
  /** Null for stock. */
  customer: ZStoreCustomer.nullable(),
  pointsBalance: z.number().int().nonnegative(),
});
export type StoreRegistrationResponse = z.infer<typeof ZStoreRegistrationResponse>;

export const ZInventoryBike = z.object({
  id: z.uuid(),
  frameNumber: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  bikeType: ZBikeType.nullable(),
  stolen: z.boolean(),
  /** Whole kronor, as recorded when stocked. */
  purchasePrice: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** A sale waiting for the buyer to accept in /receipts. */
  pendingSale: z
    .object({ receiptId: z.uuid(), buyerName: z.string(), createdAt: z.iso.datetime({ offset: true }) })
    .nullable(),
});
export type InventoryBike = z.infer<typeof ZInventoryBike>;

/** GET /api/store/inventory: the store's stock, newest first. */
export const ZInventoryResponse = z.object({ bikes: z.array(ZInventoryBike) });
export type InventoryResponse = z.infer<typeof ZInventoryResponse>;

/**
 * POST /api/store/inventory/:bikeId/sale: the ownership-transfer flow with the store as seller;
 * the buyer accepts in /receipts and the store pays the transfer's 100 points then.
 */
export const ZSellStockRequest = z.object({
  customerId: z.uuid(),
  /** Whole kronor; null for a gift. */
  price: z.number().int().nullable(),
  /** YYYY-MM-DD, not in the future. */
  purchaseDate: z.string().max(20),
});
export type SellStockRequest = z.infer<typeof ZSellStockRequest>;
export const ZSellStockResponse = z.object({ receiptId: z.uuid(), customer: ZStoreCustomer });
export type SellStockResponse = z.infer<typeof ZSellStockResponse>;
