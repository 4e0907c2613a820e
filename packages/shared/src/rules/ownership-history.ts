import type {
  AcquisitionType,
  OwnershipEntry,
  PurchaseDetails,
  RegistrationType,
  StoreInfo,
} from '../schemas/history.js';
import { durationBetween, type DurationParts } from './duration.js';
import { maskOwnerName } from './mask-owner-name.js';

/**
 * A bike's ownership history as shown on screen (spec section 3 "Ownership entry (derived on
 * screen)"), derived from its history events. Pure: the server reads the events, decides which
 * receipt photos the viewer may open, and passes them in; this turns them into entries.
 */

/** Price, receipt number and warranty of a purchase, as stored with an event. */
export interface PurchaseFacts {
  /** Whole kronor. */
  purchasePrice: number | null;
  receiptNumber: string | null;
  /** YYYY-MM-DD. */
  warrantyEndDate: string | null;
}

export interface HistoryEvent {
  eventType: AcquisitionType;
  eventDate: Date;
  /** The owner's full name as it was when the event happened; blank or null yields no entry. */
  ownerName: string | null;
  /** The owner's identity was checked (BankID or an approved ID document). */
  ownerVerified: boolean;
  /** The owner of this event owns the bike now. */
  isCurrentOwner: boolean;
  /** As recorded for registrations; null for purchases and transfers. */
  registrationType: RegistrationType | null;
  store: StoreInfo | null;
  purchase: PurchaseFacts | null;
  /** `/api/files/<id>` when the viewer may open the receipt, else null. */
  receiptPhotoUrl: string | null;
  /** A receipt photo is on file, whether or not the viewer may open it. */
  hasReceipt: boolean;
}

/** The first store registration of the bike, used by registrations that lack their own store data. */
export interface StoreRegistrationFallback {
  store: StoreInfo;
  purchase: PurchaseFacts | null;
}

/** A store whose name contains this word stands for the owner's own registration (spec section 3). */
const SELF_REGISTRATION_WORD = 'egenregistrering';

export function isSelfRegistrationStore(storeName: string): boolean {
  return storeName.toLocaleLowerCase('sv-SE').includes(SELF_REGISTRATION_WORD);
}

/**
 * Entries sorted by event date (events on the same instant keep their given order), each ending
 * where the next event starts. An event without an owner name yields no entry but still ends the
 * one before it: the bike changed hands then. The last entry stays open, and it is the current one
 * when its owner owns the bike now. Every name is masked.
 */
export function buildOwnershipHistory(
  events: readonly HistoryEvent[],
  fallback: StoreRegistrationFallback | null = null,
): OwnershipEntry[] {
  const sorted = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.eventDate.getTime() - b.event.eventDate.getTime() || a.index - b.index)
    .map(({ event }) => event);

  const entries: OwnershipEntry[] = [];
  sorted.forEach((event, index) => {
    const ownerName = maskOwnerName(event.ownerName ?? '');
    if (ownerName === '') return;
    const next = sorted[index + 1];
    const endDate = next ? next.eventDate.toISOString() : null;
    entries.push({
      ownerName,
      startDate: event.eventDate.toISOString(),
      endDate,
      isCurrent: endDate === null && event.isCurrentOwner,
      isVerified: event.ownerVerified,
      acquisitionType: event.eventType,
      ...storeAndPurchase(event, fallback),
      receiptPhotoUrl: event.receiptPhotoUrl,
      receiptVerified: event.hasReceipt || event.receiptPhotoUrl !== null,
    });
  });
  return entries;
}

type StoreAndPurchase = Pick<OwnershipEntry, 'registrationType' | 'storeInfo' | 'purchaseDetails'>;

function storeAndPurchase(event: HistoryEvent, fallback: StoreRegistrationFallback | null): StoreAndPurchase {
  if (event.eventType !== 'registration') {
    return {
      registrationType: null,
      storeInfo: event.store,
      purchaseDetails: purchaseDetails(event.purchase, event.receiptPhotoUrl),
    };
  }
  const useFallback = event.store === null && fallback !== null;
  const store = useFallback ? fallback.store : event.store;
  const purchase = event.purchase ?? (useFallback ? fallback.purchase : null);
  if (store === null) {
    return {
      registrationType: event.registrationType ?? 'self',
      storeInfo: null,
      purchaseDetails: purchaseDetails(purchase, event.receiptPhotoUrl),
    };
  }
  // "Egenregistrering" is no shop: its name decides the type and it gets no store block.
  const self = isSelfRegistrationStore(store.storeName);
  return {
    registrationType: self ? 'self' : 'store',
    storeInfo: self ? null : store,
    purchaseDetails: purchaseDetails(purchase, event.receiptPhotoUrl),
  };
}

/** Null when there is nothing to show: no price, receipt number, warranty or photo. */
function purchaseDetails(
  purchase: PurchaseFacts | null,
  receiptPhotoUrl: string | null,
): PurchaseDetails | null {
  const details: PurchaseDetails = {
    purchasePrice: purchase?.purchasePrice ?? null,
    receiptNumber: purchase?.receiptNumber ?? null,
    warrantyEndDate: purchase?.warrantyEndDate ?? null,
    receiptPhotoUrl,
  };
  return Object.values(details).every((value) => value === null) ? null : details;
}

/** How long an entry's owner had the bike (spec section 9 labels); an open entry runs until `now`. */
export function ownershipDuration(
  entry: Pick<OwnershipEntry, 'startDate' | 'endDate'>,
  now: Date = new Date(),
): DurationParts {
  return durationBetween(
    new Date(entry.startDate),
    entry.endDate === null ? null : new Date(entry.endDate),
    now,
  );
}
