import { z } from 'zod';
import { ZBikeType } from './bike-type.js';

export { bikeTypes, ZBikeType, type BikeType } from './bike-type.js';

/** Message types a person can choose when contacting a bike's owner. */
export const messageTypes = ['general', 'stolen_report', 'ownership_inquiry'] as const;
export const ZMessageType = z.enum(messageTypes);
export type MessageType = z.infer<typeof ZMessageType>;

/*
 * The owner's bikes (spec sections 2 "Bike registration form", 3 "bikes", 4, 5, 8; docs/product-rules.md).
 * Requests carry raw input: the server re-checks every rule (rules/frame-number, rules/sanitize-text)
 * and answers VALIDATION_FAILED { field, problem } with the rules' problem codes. All routes are
 * customer-only (403 FORBIDDEN for store and admin; stores register bikes through /api/store).
 * A bike that is not the caller's (or is deleted) answers 404 BIKE_NOT_FOUND, never 403, so ids
 * cannot be probed.
 */

const ZOptionalText = z.string().max(2000).nullable().optional();

/** Which fields of a bike other signed-in users see in search (default all true). */
export const ZBikePrivacy = z.object({
  bikeName: z.boolean(),
  brand: z.boolean(),
  model: z.boolean(),
  color: z.boolean(),
  description: z.boolean(),
  bikePhoto: z.boolean(),
});
export type BikePrivacy = z.infer<typeof ZBikePrivacy>;

/**
 * A registered bike whose frame number looks like the one being registered (the same normalised
 * form: O/0, I/L/1, S/5, Z/2, B/8, leading zeros; decision 025), as the person registering may see
 * it: no owner, no id, hidden fields as HIDDEN_VALUE ('Dold'), like a search result. Strict, so
 * an answer that carried any other field would fail the server's response validation.
 */
export const ZLookalikeBike = z.strictObject({
  /** As its owner registered it. */
  frameNumber: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  bikeType: ZBikeType.nullable(),
  stolen: z.boolean(),
});
export type LookalikeBike = z.infer<typeof ZLookalikeBike>;

/** At most this many look-alikes are named in one answer; one is the usual case. */
export const LOOKALIKE_BIKES_MAX = 5;

/** details of 409 FRAME_NUMBER_LOOKALIKE. */
export const ZFrameNumberLookalikeDetails = z.object({
  bikes: z.array(ZLookalikeBike).min(1).max(LOOKALIKE_BIKES_MAX),
});
export type FrameNumberLookalikeDetails = z.infer<typeof ZFrameNumberLookalikeDetails>;

/**
 * POST /api/me/bikes/frame-number-check: can the frame number be registered as it is?
 * `available` is false when a live bike has the same frame number (any letter case: the
 * already-registered path) or a look-alike of it (`lookalikes` names those bikes; registering
 * then needs `confirmDifferentBike`).
 */
export const ZFrameNumberCheckRequest = z.object({ frameNumber: z.string().max(100) });
export const ZFrameNumberCheckResponse = z.object({
  available: z.boolean(),
  lookalikes: z.array(ZLookalikeBike).max(LOOKALIKE_BIKES_MAX),
});
export type FrameNumberCheckResponse = z.infer<typeof ZFrameNumberCheckResponse>;

/**
 * POST /api/me/bikes: one transaction that re-checks the frame number, re-checks the receipt's
 * verification (all three flags), debits 100 points with a ledger row, inserts the bike and its
 * registration history event. Errors: 409 FRAME_NUMBER_TAKEN, 409 FRAME_NUMBER_LOOKALIKE
 * { bikes } (a live bike's frame number looks the same; send again with `confirmDifferentBike: true`
 * to register anyway, recorded for an admin's review), 422 RECEIPT_MISSING,
 * 422 RECEIPT_NOT_VERIFIED { verification, problems }, 402 INSUFFICIENT_POINTS { required, balance },
 * 404 FILE_NOT_FOUND (a file id that is not the caller's upload in the right bucket).
 */
export const ZRegisterBikeRequest = z.object({
  frameNumber: z.string().max(100),
  bikeType: ZBikeType,
  receiptFileId: z.uuid().nullable(),
  bikePhotoFileId: z.uuid().nullable().optional(),
  bikeName: ZOptionalText,
  brand: ZOptionalText,
  model: ZOptionalText,
  color: ZOptionalText,
  description: ZOptionalText,
  batterySerialNumber: ZOptionalText,
  city: ZOptionalText,
  /** The person saw the look-alike bikes and says theirs is a different bike (decision 025). */
  confirmDifferentBike: z.boolean().optional(),
});
export type RegisterBikeRequest = z.infer<typeof ZRegisterBikeRequest>;

/** One of my bikes, as /my-bikes shows it. Photo and receipt are `/api/files/<id>` URLs. */
export const ZMyBike = z.object({
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
  photoUrl: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  forSale: z.boolean(),
  stolen: z.boolean(),
  stolenDate: z.iso.date().nullable(),
  stolenLocationDetails: z.string().nullable(),
  policeReportNumber: z.string().nullable(),
  batteryStolen: z.boolean(),
  privacy: ZBikePrivacy,
  /** Set when a store registered the bike for this owner. */
  registeredByStoreName: z.string().nullable(),
  /** The active sale (PUT /api/me/bikes/:id/sale): whole kronor and its description; null when none. */
  salePrice: z.number().int().nonnegative().nullable(),
  saleDescription: z.string().nullable(),
  /** A transfer this owner started that waits for the buyer; the buyer's name is masked. */
  pendingTransfer: z.object({ receiptId: z.uuid(), buyerName: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MyBike = z.infer<typeof ZMyBike>;

/** GET /api/me/bikes: newest first, deleted bikes left out. */
export const ZMyBikesResponse = z.object({ bikes: z.array(ZMyBike) });

/** POST /api/me/bikes answers the new bike and the balance left. */
export const ZRegisterBikeResponse = z.object({
  bike: ZMyBike,
  pointsBalance: z.number().int().nonnegative(),
});

/**
 * PATCH /api/me/bikes/:id: only the fields sent change; null clears a text or the photo.
 * Errors: 409 BIKE_STOLEN { action: 'edit' }, 404 BIKE_NOT_FOUND, 404 FILE_NOT_FOUND.
 */
export const ZUpdateBikeRequest = z.object({
  bikeName: ZOptionalText,
  brand: ZOptionalText,
  model: ZOptionalText,
  color: ZOptionalText,
  bikeType: ZBikeType.nullable().optional(),
  description: ZOptionalText,
  batterySerialNumber: ZOptionalText,
  city: ZOptionalText,
  bikePhotoFileId: z.uuid().nullable().optional(),
  privacy: ZBikePrivacy.partial().optional(),
});
export type UpdateBikeRequest = z.infer<typeof ZUpdateBikeRequest>;

/** What a stolen bike refuses (spec section 8 "Blocked-action titles"). */
export const blockedActions = ['edit', 'delete', 'transfer', 'sale'] as const;
export type BlockedAction = (typeof blockedActions)[number];

/**
 * POST /api/me/bikes/:id/stolen: date (not in the future), place, optional police report number.
 * Errors: 409 BIKE_ALREADY_STOLEN, 404 BIKE_NOT_FOUND, VALIDATION_FAILED { field, problem }.
 */
export const ZReportStolenRequest = z.object({
  stolenDate: z.string().max(20),
  location: z.string().max(1000),
  policeReportNumber: z.string().max(100).nullable().optional(),
});
export type ReportStolenRequest = z.infer<typeof ZReportStolenRequest>;

/** POST /api/me/bikes/:id/recovered. Errors: 409 BIKE_NOT_STOLEN, 404 BIKE_NOT_FOUND. */
/** PUT /api/me/bikes/:id/battery-stolen: flag or clear a stolen battery (e-bikes). */
export const ZBatteryStolenRequest = z.object({ stolen: z.boolean() });

/** Answer of every change to one bike. */
export const ZMyBikeResponse = z.object({ bike: ZMyBike });
