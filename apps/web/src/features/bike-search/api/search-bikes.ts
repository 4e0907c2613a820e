import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZBikeSearchResponse, type BikeSearchResponse } from '@ramkoll/shared/schemas/search';
import { apiJson } from '@/lib/api-client';
import { hasSearch, writeSearchState, type SearchState } from '../utils/search-state';
import { bikeSearchKeys } from './keys';

export const searchPageSize = 20;

/** GET /api/bikes/search. */
export async function searchBikes(state: SearchState, signal?: AbortSignal): Promise<BikeSearchResponse> {
  const params = writeSearchState(state);
  params.set('pageSize', String(searchPageSize));
  return apiJson(`/api/bikes/search?${params.toString()}`, ZBikeSearchResponse, { signal });
}

export function bikeSearchQueryOptions(state: SearchState) {
  return queryOptions({
    queryKey: bikeSearchKeys.search(state),
    queryFn: ({ signal }) => searchBikes(state, signal),
    enabled: hasSearch(state),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useBikeSearch(state: SearchState) {
  return useQuery(bikeSearchQueryOptions(state));
}
