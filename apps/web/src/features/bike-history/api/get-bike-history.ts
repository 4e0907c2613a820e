import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBikeHistoryResponse, type BikeHistoryResponse } from '@ramkoll/shared/schemas/history';
import { apiJson } from '@/lib/api-client';
import { bikeHistoryKeys } from './keys';

/** GET /api/bikes/:id/history: masked owners, dates, store and purchase details. */
export function getBikeHistory(bikeId: string, signal?: AbortSignal): Promise<BikeHistoryResponse> {
  return apiJson(`/api/bikes/${encodeURIComponent(bikeId)}/history`, ZBikeHistoryResponse, { signal });
}

export function bikeHistoryQueryOptions(bikeId: string) {
  return queryOptions({
    queryKey: bikeHistoryKeys.detail(bikeId),
    queryFn: ({ signal }) => getBikeHistory(bikeId, signal),
  });
}

/** The history of one bike, fetched only while `enabled` (the dialog is open). */
export function useBikeHistory(bikeId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bikeHistoryQueryOptions(bikeId), enabled });
}
