import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPurchaseDetailsResponse, type PurchaseDetails } from '@ramkoll/shared/schemas/store-area';
import { apiJson } from '@/lib/api-client';
import { createIdBatcher } from '../utils/batch-ids';
import { storeAreaKeys } from './keys';

/** GET /api/store/purchase-details: the server answers only for bikes this store registered. */
export async function getPurchaseDetails(ids: string[]): Promise<Map<string, PurchaseDetails>> {
  const { details } = await apiJson(
    `/api/store/purchase-details?ids=${ids.map(encodeURIComponent).join(',')}`,
    ZPurchaseDetailsResponse,
  );
  return new Map(details.map((detail) => [detail.bikeId, detail]));
}

// The API takes up to 50 ids at a time.
const loadPurchaseDetails = createIdBatcher(getPurchaseDetails, 50);

export function purchaseDetailsQueryOptions(bikeId: string) {
  return queryOptions({
    queryKey: storeAreaKeys.purchase(bikeId),
    queryFn: () => loadPurchaseDetails(bikeId),
    staleTime: 60_000,
  });
}

export function usePurchaseDetails(bikeId: string) {
  return useQuery(purchaseDetailsQueryOptions(bikeId));
}
