import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZStoreBikesResponse,
  type StoreBikesQuery,
  type StoreBikesResponse,
} from '@ramkoll/shared/schemas/store-area';
import { apiJson } from '@/lib/api-client';
import { apiBikesSearch } from '../utils/bikes-query';
import { storeAreaKeys } from './keys';

/** GET /api/store/bikes: one page of the store's own bikes. */
export function getStoreBikes(query: StoreBikesQuery, signal?: AbortSignal): Promise<StoreBikesResponse> {
  return apiJson(`/api/store/bikes${apiBikesSearch(query, { withPage: true })}`, ZStoreBikesResponse, {
    signal,
  });
}

export function storeBikesQueryOptions(query: StoreBikesQuery) {
  return queryOptions({
    queryKey: storeAreaKeys.bikes(query),
    queryFn: ({ signal }) => getStoreBikes(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useStoreBikes(query: StoreBikesQuery) {
  return useQuery(storeBikesQueryOptions(query));
}

/** The export's address: the browser downloads it with the session cookie (Content-Disposition names it). */
export function storeBikesCsvHref(query: StoreBikesQuery): string {
  return `/api/store/bikes.csv${apiBikesSearch(query, { withPage: false })}`;
}
