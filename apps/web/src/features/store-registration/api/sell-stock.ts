import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSellStockResponse,
  type SellStockRequest,
  type SellStockResponse,
} from '@ramkoll/shared/schemas/store-registration';
import { apiJson } from '@/lib/api-client';
import { storeRegistrationKeys } from './keys';

/** POST /api/store/inventory/:bikeId/sale: a transfer the customer accepts in /receipts. */
export function sellStock({
  bikeId,
  ...body
}: SellStockRequest & { bikeId: string }): Promise<SellStockResponse> {
  return apiJson(`/api/store/inventory/${bikeId}/sale`, ZSellStockResponse, { method: 'POST', body });
}

export function useSellStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeRegistrationKeys.inventory() }),
  });
}
