import type { Actor } from '../actor.js';

export interface ReceiptViewer {
  actor: Actor;
  /**
   * The store a store session acts for, once its staff code is confirmed; null otherwise. Staff
   * see receipts only after the staff code, like everything else in the store area.
   */
  verifiedStoreId: string | null;
}

export interface ReceiptOrigin {
  /** Who uploaded the image (files.owner_user_id); null once that account is deleted. */
  uploaderUserId: string | null;
  /** The store whose history entry carries the receipt (the store that issued it), if any. */
  issuingStoreId: string | null;
}

/**
 * Who may open a receipt image (docs/product-rules.md, decisions 006 and 013): the person who uploaded
 * it, the store that issued it and admins. A receipt shows the buyer's full personnummer, so
 * owning the bike later is not enough: later owners and everyone else only learn that the
 * receipt was verified. The file route and the ownership history both ask this one rule, so the
 * history never offers a link that the file route would refuse.
 */
export function mayOpenReceipt(viewer: ReceiptViewer, origin: ReceiptOrigin): boolean {
  const { actor, verifiedStoreId } = viewer;
  if (actor.role === 'admin') return true;
  const uploadedIt = origin.uploaderUserId !== null && origin.uploaderUserId === actor.userId;
  if (actor.role !== 'store') return uploadedIt;
  if (verifiedStoreId === null) return false;
  return uploadedIt || origin.issuingStoreId === verifiedStoreId;
}
