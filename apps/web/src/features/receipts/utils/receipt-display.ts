import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';

/** The bike's own name, else brand and model, else its frame number. */
export function receiptBikeTitle(bike: OwnershipReceipt['bike']): string {
  const named = bike.bikeName?.trim();
  if (named) return named;
  const brandModel = [bike.brand, bike.model].filter((part) => part?.trim()).join(' ');
  return brandModel || bike.frameNumber;
}

export interface ReceiptGroups {
  /** Still open: first those waiting for me, then those waiting for the other party. */
  pending: OwnershipReceipt[];
  /** Completed, declined and cancelled, newest first as the server sent them. */
  history: OwnershipReceipt[];
}

export function groupReceipts(receipts: readonly OwnershipReceipt[]): ReceiptGroups {
  const pending = receipts.filter((receipt) => receipt.status === 'pending');
  return {
    pending: [
      ...pending.filter((receipt) => receipt.awaitingMe),
      ...pending.filter((receipt) => !receipt.awaitingMe),
    ],
    history: receipts.filter((receipt) => receipt.status !== 'pending'),
  };
}
