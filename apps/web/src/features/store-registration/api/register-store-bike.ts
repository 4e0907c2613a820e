import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZStoreRegistrationResponse,
  type AddStockRequest,
  type StoreRegistrationResponse,
} from '@ramkoll/shared/schemas/store-registration';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { storeRegistrationKeys } from './keys';

export type StoreBikeRequest = AddStockRequest & { customerId?: string };

/**
 * POST /api/store/registrations (a customer's bike) or /api/store/inventory (stock): 100 of the
 * store's points in the same transaction.
 */
export function registerStoreBike(body: StoreBikeRequest): Promise<StoreRegistrationResponse> {
  const path = body.customerId ? '/api/store/registrations' : '/api/store/inventory';
  return apiJson(path, ZStoreRegistrationResponse, { method: 'POST', body });
}

/** The balance shows the new amount at once; the stock list refetches. */
export function useRegisterStoreBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerStoreBike,
    onSuccess: ({ pointsBalance }) => {
      queryClient.setQueryData(sharedQueryKeys.balance, { pointsBalance });
      void queryClient.invalidateQueries({ queryKey: storeRegistrationKeys.inventory() });
    },
  });
}
