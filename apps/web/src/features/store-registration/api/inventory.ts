import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZInventoryResponse, type InventoryResponse } from '@ramkoll/shared/schemas/store-registration';
import { apiJson } from '@/lib/api-client';
import { storeRegistrationKeys } from './keys';

/** GET /api/store/inventory: the store's stock, newest first. */
export function getInventory(signal?: AbortSignal): Promise<InventoryResponse> {
  return apiJson('/api/store/inventory', ZInventoryResponse, { signal });
}

export function inventoryQueryOptions() {
  return queryOptions({
    queryKey: storeRegistrationKeys.inventory(),
    queryFn: ({ signal }) => getInventory(signal),
  });
}

export function useInventory() {
  return useQuery(inventoryQueryOptions());
}
