import { ZReceiptResponse, type OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { useBikeMutation } from './use-bike-mutation';

/** POST /api/me/receipts/:id/cancel: the seller takes a pending transfer back. */
export async function cancelTransfer(receiptId: string): Promise<OwnershipReceipt> {
  const { receipt } = await apiJson(`/api/me/receipts/${receiptId}/cancel`, ZReceiptResponse, {
    method: 'POST',
  });
  return receipt;
}

export function useCancelTransfer() {
  return useBikeMutation(cancelTransfer, { alsoRefresh: [sharedQueryKeys.receipts] });
}
