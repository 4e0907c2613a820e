import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZConfirmPaymentResponse,
  ZCreatePaymentResponse,
  type ConfirmPaymentResponse,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
} from '@ramkoll/shared/schemas/orders';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { ordersKeys } from './keys';

/** POST /api/me/payments: a pending payment and the checkout step to show. */
export function createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse> {
  return apiJson('/api/me/payments', ZCreatePaymentResponse, { method: 'POST', body: request });
}

/** POST /api/me/payments/:id/confirm: the server asks the provider and credits the points once. */
export function confirmPayment(paymentId: string): Promise<ConfirmPaymentResponse> {
  return apiJson(`/api/me/payments/${paymentId}/confirm`, ZConfirmPaymentResponse, { method: 'POST' });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.history() }),
  });
}

/** Whatever the answer, the balance (top bar, every dialog) and the history show the truth. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: ({ pointsBalance }) => queryClient.setQueryData(sharedQueryKeys.balance, { pointsBalance }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balance }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.history() }),
      ]),
  });
}
