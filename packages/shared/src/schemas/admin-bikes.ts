import { z } from 'zod';
import { ZBikeType } from './bike.js';
import { ZBikeHistoryResponse } from './history.js';
import { SEARCH_PAGE_SIZE_DEFAULT, SEARCH_PAGE_SIZE_MAX } from './search.js';

/*
 * /admin-bike-search (docs/decisions/043-admin-bike-search.md): every bike, deleted ones and hidden
 * fields included. The result list carries no personnummer; the detail carries the owner's whole
 * identity, and every detail read is written to the audit log.
 */

export const ADMIN_BIKE_QUERY_MAX_LENGTH = 200;
export const ADMIN_LEDGER_PAGE_SIZE = 10;

/**
 * GET /api/admin/bikes?q=&page=&pageSize=. `q` is read as, in order: an e-mail (has an @), a
 * personnummer (parses as one), a frame number or sticker code (exact or normalised), and when
 * no frame number or sticker matches, text inside the brand or model.
 */
export const ZAdminBikeSearchQuery = z.object({
  q: z.string().max(ADMIN_BIKE_QUERY_MAX_LENGTH),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE_DEFAULT),
});
export type AdminBikeSearchQuery = z.infer<typeof ZAdminBikeSearchQuery>;

/** How the query was read. */
export const adminBikeMatchKinds = ['email', 'personal_number', 'frame_number', 'sticker', 'text'] as const;
export const ZAdminBikeMatch = z.enum(adminBikeMatchKinds);
export type AdminBikeMatch = z.infer<typeof ZAdminBikeMatch>;

/** One bike in the admin's list: every field as stored (hidden ones too), its state, the owner's name and e-mail. */
export const ZAdminBikeRow = z.object({
  id: z.uuid(),
  frameNumber: z.string(),
  bikeName: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  bikeType: ZBikeType.nullable(),
  city: z.string().nullable(),
  stolen: z.boolean(),
  forSale: z.boolean(),
  deleted: z.boolean(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  registeredAt: z.iso.datetime({ offset: true }),
});
export type AdminBikeRow = z.infer<typeof ZAdminBikeRow>;

export const ZAdminBikeSearchResponse = z.object({
  results: z.array(ZAdminBikeRow),
  match: ZAdminBikeMatch,
  total: z.number().int().nonnegative(),
  /** More bikes match the text than are counted: `total` is the cap. */
  totalCapped: z.boolean(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminBikeSearchResponse = z.infer<typeof ZAdminBikeSearchResponse>;

export const ZAdminLedgerEntry = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  reason: z.string(),
  balanceAfter: z.number().int(),
  reference: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminLedgerEntry = z.infer<typeof ZAdminLedgerEntry>;

export const ZAdminLedgerPage = z.object({
  entries: z.array(ZAdminLedgerEntry),
  balance: z.number().int(),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminLedgerPage = z.infer<typeof ZAdminLedgerPage>;

/** GET /api/admin/bikes/:id?ledgerPage=: the bike, its owner unmasked, its history and the owner's ledger. */
export const ZAdminBikeDetailQuery = z.object({
  ledgerPage: z.coerce.number().int().min(1).max(1000).default(1),
});

export const ZAdminBikeDetail = z.object({
  bike: z.object({
    id: z.uuid(),
    frameNumber: z.string(),
    bikeName: z.string().nullable(),
    brand: z.string().nullable(),
    model: z.string().nullable(),
    color: z.string().nullable(),
    bikeType: ZBikeType.nullable(),
    description: z.string().nullable(),
    batterySerialNumber: z.string().nullable(),
    city: z.string().nullable(),
    stickerCodes: z.array(z.string()),
    /** Which fields the owner hides from others (shown to the admin anyway). */
    hiddenFields: z.array(z.enum(['bikeName', 'brand', 'model', 'color', 'description', 'bikePhoto'])),
    photoUrl: z.string().nullable(),
    stolen: z.boolean(),
    stolenDate: z.iso.date().nullable(),
    stolenLocationDetails: z.string().nullable(),
    policeReportNumber: z.string().nullable(),
    batteryStolen: z.boolean(),
    recoveredAt: z.iso.datetime({ offset: true }).nullable(),
    forSale: z.boolean(),
    salePrice: z.number().int().nullable(),
    deletedAt: z.iso.datetime({ offset: true }).nullable(),
    registeredAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
  owner: z.object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** 12 digits, unmasked (every detail read is audited); null without one. */
    personalNumber: z.string().nullable(),
    identityVerified: z.boolean(),
  }),
  history: ZBikeHistoryResponse,
  ledger: ZAdminLedgerPage,
});
export type AdminBikeDetail = z.infer<typeof ZAdminBikeDetail>;

export const adminBikeActions = ['recover', 'end-sale', 'delete'] as const;

const actionKeys = { recover: 'recover', 'end-sale': 'end_sale', delete: 'delete' } as const;

/** An action's key in the texts (catalogue keys are snake_case; the action is a path segment). */
export function actionKey<A extends (typeof adminBikeActions)[number]>(action: A): (typeof actionKeys)[A] {
  return actionKeys[action];
}
export type AdminBikeAction = (typeof adminBikeActions)[number];

/** POST /api/admin/bikes/:id/{recover,end-sale,delete}: the reason is required (ADJUSTMENT_REASON_MIN_LENGTH..MAX after the sanitiser, as decision 041). */
export const ZAdminBikeActionRequest = z.object({ reason: z.string().max(2000) });
export type AdminBikeActionRequest = z.infer<typeof ZAdminBikeActionRequest>;
