import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZBikeListResponse, ZForSaleResponse, type SearchBike } from '@ramkoll/shared/schemas/search';
import { apiJson } from '@/lib/api-client';
import { bikeSearchKeys } from './keys';

/** The stolen list shows this many bikes first ('Visa fler' shows more). */
export const stolenPageSize = 5;

/** GET /api/bikes/stolen: the newest thefts first. */
export async function getStolenBikes(pageSize: number, signal?: AbortSignal) {
  return apiJson(`/api/bikes/stolen?pageSize=${pageSize}`, ZBikeListResponse, { signal });
}

/** GET /api/bikes/for-sale: at most 10. */
export async function getBikesForSale(signal?: AbortSignal): Promise<SearchBike[]> {
  const { bikes } = await apiJson('/api/bikes/for-sale', ZForSaleResponse, { signal });
  return bikes;
}

/** The stolen list's first `pageSize` bikes. */
export function stolenBikesQueryOptions(pageSize: number) {
  return queryOptions({
    queryKey: bikeSearchKeys.stolen(pageSize),
    queryFn: ({ signal }) => getStolenBikes(pageSize, signal),
    // 'Visa fler' keeps the shown bikes while the longer list loads.
    placeholderData: keepPreviousData,
  });
}

export function bikesForSaleQueryOptions() {
  return queryOptions({
    queryKey: bikeSearchKeys.forSale(),
    queryFn: ({ signal }) => getBikesForSale(signal),
  });
}

export function useStolenBikes(pageSize: number) {
  return useQuery(stolenBikesQueryOptions(pageSize));
}

export function useBikesForSale() {
  return useQuery(bikesForSaleQueryOptions());
}
