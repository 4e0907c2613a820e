import {
  ZReceiptResponse,
  type OwnershipReceipt,
  type TransferRequest,
} from '@ramkoll/shared/schemas/ownership';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { useBikeMutation } from './use-bike-mutation';

export interface TransferBikeVariables {
  bikeId: string;
  transfer: TransferRequest;
}

/** POST /api/me/bikes/:id/transfer: a pending receipt the buyer accepts in /receipts. */
export async function transferBike({ bikeId, transfer }: TransferBikeVariables): Promise<OwnershipReceipt> {
  const { receipt } = await apiJson(`/api/me/bikes/${bikeId}/transfer`, ZReceiptResponse, {
    method: 'POST',
    body: transfer,
  });
  return receipt;
}

export function useTransferBike() {
  return useBikeMutation(transferBike, { alsoRefresh: [sharedQueryKeys.receipts] });
}
