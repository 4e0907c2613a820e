import { z } from 'zod';
import { ZBikeType } from './bike.js';

/**
 * The store area's lists, search details, analytics and settings (/store-bikes, /store-search,
 * /store-analytics, /store-settings; docs/decisions/040-store-lists-analytics-settings.md). A store
 * sees only its own bikes, and customers only masked.
 */

/** Where a bike the store registered, stocked or sold stands now. */
export const storeBikeStatuses = ['stolen', 'for_sale', 'in_stock', 'with_customer'] as const;
export const ZStoreBikeStatus = z.enum(storeBikeStatuses);
export type StoreBikeStatus = z.infer<typeof ZStoreBikeStatus>;

const ZCalendarDate = z.iso.date();

/** GET /api/store/bikes (and /bikes.csv without the page). */
export const ZStoreBikesQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: ZStoreBikeStatus.optional(),
  bikeType: ZBikeType.optional(),
  /** Registered on or after this Swedish calendar date. */
  from: ZCalendarDate.optional(),
  /** Registered on or before this Swedish calendar date. */
  to: ZCalendarDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StoreBikesQuery = z.infer<typeof ZStoreBikesQuery>;

export const ZStoreBike = z.object({
  id: z.uuid(),
  frameNumber: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  bikeType: ZBikeType.nullable(),
  status: ZStoreBikeStatus,
  /** The battery is reported stolen on its own. */
  batteryStolen: z.boolean(),
  stolenDate: z.string().nullable(),
  registeredAt: z.string(),
  /** The current owner's name masked (docs/spec.md section 6); null while the bike is in stock. */
  ownerMasked: z.string().nullable(),
  staffCodeLabel: z.string().nullable(),
});
export type StoreBike = z.infer<typeof ZStoreBike>;

export const STORE_BIKES_PAGE_SIZE = 25;

export const ZStoreBikesResponse = z.object({
  bikes: z.array(ZStoreBike),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StoreBikesResponse = z.infer<typeof ZStoreBikesResponse>;

/** GET /api/store/purchase-details?ids=…: the store's own purchase details for search results. */
export const ZPurchaseDetailsQuery = z.object({
  ids: z
    .string()
    .max(40 * 50)
    .transform((value) => value.split(',').filter((id) => id !== ''))
    .pipe(z.array(z.uuid()).min(1).max(50)),
});

export const ZPurchaseDetails = z.object({
  bikeId: z.uuid(),
  purchasePrice: z.number().int().nullable(),
  receiptNumber: z.string().nullable(),
  warrantyEndDate: z.string().nullable(),
  staffCodeLabel: z.string().nullable(),
  registeredAt: z.string(),
});
export type PurchaseDetails = z.infer<typeof ZPurchaseDetails>;

export const ZPurchaseDetailsResponse = z.object({ details: z.array(ZPurchaseDetails) });

/** GET /api/store/analytics: a date range of at most two years; the default is the last 90 days. */
export const ZStoreAnalyticsQuery = z.object({
  from: ZCalendarDate.optional(),
  to: ZCalendarDate.optional(),
});

const ZCount = z.object({ key: z.string(), count: z.number().int() });
export type AnalyticsCount = z.infer<typeof ZCount>;

export const ZStoreAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  /** Monday of each ISO week with registrations, oldest first. */
  perWeek: z.array(ZCount),
  /** YYYY-MM, oldest first. */
  perMonth: z.array(ZCount),
  byType: z.array(ZCount),
  byBrand: z.array(ZCount),
  /** Label of the staff code (or '' when the code is gone). */
  byStaffCode: z.array(ZCount),
  pointsBought: z.number().int(),
  pointsSpent: z.number().int(),
  registered: z.number().int(),
  stolen: z.number().int(),
});
export type StoreAnalytics = z.infer<typeof ZStoreAnalytics>;

export const ZStaffCode = z.object({
  id: z.uuid(),
  label: z.string().nullable(),
  active: z.boolean(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The code this session confirmed. */
  current: z.boolean(),
});
export type StaffCode = z.infer<typeof ZStaffCode>;

export const ZStaffCodesResponse = z.object({ codes: z.array(ZStaffCode) });

/** POST /api/store/staff-codes: raw input, the server answers VALIDATION_FAILED { field, problem }. */
export const ZAddStaffCodeRequest = z.object({ label: z.string().max(200), code: z.string().max(200) });

/** PUT /api/store/staff-codes/:id/disable: disabling this session's own code needs `confirm`. */
export const ZDisableStaffCodeRequest = z.object({ confirm: z.boolean().default(false) });

/** PUT /api/store/profile: what the store itself may change. */
export const ZStoreProfileUpdate = z.object({
  phone: z.string().max(200),
  address: z.string().max(200),
  postalCode: z.string().max(200),
  city: z.string().max(200),
  contactInfo: z.string().max(500),
});
export type StoreProfileUpdate = z.infer<typeof ZStoreProfileUpdate>;
