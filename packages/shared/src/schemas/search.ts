import { z } from 'zod';
import { ZBikeType } from './bike-type.js';

/*
 * Bike search for signed-in users (spec sections 2 "Home, logged in", 5 "Search", 7
 * "secure_bike_search" / "search_bikes_secure" / bikes for sale; docs/product-rules.md "Bikes, search and
 * stickers"). Results never carry owner identity, personal numbers, e-mails or receipts. A field the
 * owner hides (privacy flags) comes back as the literal HIDDEN_VALUE ('Dold'), which the web shows
 * as 'Dold' / 'Hidden'; hidden fields are also never matched by the text search or the filters.
 */

/** The spec's marker for a field the owner hides (section 3). */
export const HIDDEN_VALUE = 'Dold';

export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_PAGE_SIZE_DEFAULT = 20;
/** Spec section 9: the 'Bikes for sale' list shows at most 10. */
export const FOR_SALE_LIST_LIMIT = 10;

const ZFilterText = z.string().trim().max(100).optional();

/**
 * GET /api/bikes/search?q=&brand=&model=&color=&city=&bikeType=&page=&pageSize=
 * `q` matches frame numbers (exact, normalised, close) and visible brand, model and colour.
 * A blank `q` with no filter is refused with VALIDATION_FAILED { field: q, problem: query_required }.
 */
export const ZBikeSearchQuery = z.object({
  q: z.string().max(200).optional(),
  brand: ZFilterText,
  model: ZFilterText,
  color: ZFilterText,
  city: ZFilterText,
  bikeType: ZBikeType.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE_DEFAULT),
});
export type BikeSearchQuery = z.infer<typeof ZBikeSearchQuery>;

/** How a result matched the query's frame number, or 'text' for brand / model / colour. */
export const searchMatchKinds = ['exact', 'normalized', 'close', 'text', 'filter'] as const;
export const ZSearchMatch = z.enum(searchMatchKinds);
export type SearchMatch = z.infer<typeof ZSearchMatch>;

/** One bike as anyone signed in may see it. */
export const ZSearchBike = z.object({
  id: z.uuid(),
  frameNumber: z.string(),
  /** Text fields: null when empty, HIDDEN_VALUE when the owner hides them. */
  bikeName: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  description: z.string().nullable(),
  bikeType: ZBikeType.nullable(),
  city: z.string().nullable(),
  /** `/api/files/<id>` when the owner shows the photo, else null. */
  photoUrl: z.string().nullable(),
  photoHidden: z.boolean(),
  stolen: z.boolean(),
  stolenDate: z.iso.date().nullable(),
  stolenLocationDetails: z.string().nullable(),
  batteryStolen: z.boolean(),
  forSale: z.boolean(),
  /** Whole kronor, with the sale's description, when an active sale exists. */
  salePrice: z.number().int().nonnegative().nullable(),
  saleDescription: z.string().nullable(),
  /** True when the signed-in user owns the bike (the web hides 'Found?' and contact for them). */
  isMine: z.boolean(),
  registeredAt: z.iso.datetime({ offset: true }),
  match: ZSearchMatch,
});
export type SearchBike = z.infer<typeof ZSearchBike>;

export const ZBikeSearchResponse = z.object({
  /** Exact, normalised, text and filter matches, exact frame numbers first. */
  results: z.array(ZSearchBike),
  /** Frame numbers within edit distance 2 of the query ("close frame numbers"), not in results. */
  close: z.array(ZSearchBike),
  total: z.number().int().nonnegative(),
  /** More bikes match than are counted (a very common word): `total` is the cap, shown as "10 000+". */
  totalCapped: z.boolean(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type BikeSearchResponse = z.infer<typeof ZBikeSearchResponse>;

/** GET /api/bikes/stolen?page=&pageSize= (secure_bike_search with include_stolen): newest thefts first. */
export const ZBikeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE_DEFAULT),
});
export const ZBikeListResponse = z.object({
  bikes: z.array(ZSearchBike),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type BikeListResponse = z.infer<typeof ZBikeListResponse>;

/** GET /api/bikes/for-sale: the newest active sales, at most FOR_SALE_LIST_LIMIT. */
export const ZForSaleResponse = z.object({ bikes: z.array(ZSearchBike) });
