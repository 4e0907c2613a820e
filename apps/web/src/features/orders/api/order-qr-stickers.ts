import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreateQrOrderResponse,
  type CreateQrOrderRequest,
  type CreateQrOrderResponse,
} from '@ramkoll/shared/schemas/orders';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { ordersKeys } from './keys';

/** POST /api/me/qr-orders: 50 points a code, the order goes to the print queue. */
export function orderQrStickers(request: CreateQrOrderRequest): Promise<CreateQrOrderResponse> {
  return apiJson('/api/me/qr-orders', ZCreateQrOrderResponse, { method: 'POST', body: request });
}

export function useOrderQrStickers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderQrStickers,
    onSuccess: ({ pointsBalance }) => queryClient.setQueryData(sharedQueryKeys.balance, { pointsBalance }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balance }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.history() }),
      ]),
  });
}
