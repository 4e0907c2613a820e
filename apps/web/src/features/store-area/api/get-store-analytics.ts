import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZStoreAnalytics, type StoreAnalytics } from '@ramkoll/shared/schemas/store-area';
import { apiJson } from '@/lib/api-client';
import { storeAreaKeys } from './keys';

/** GET /api/store/analytics for a date range (both ends Swedish calendar dates). */
export function getStoreAnalytics(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<StoreAnalytics> {
  const params = new URLSearchParams(range);
  return apiJson(`/api/store/analytics?${params.toString()}`, ZStoreAnalytics, { signal });
}

export function useStoreAnalytics(range: { from: string; to: string }) {
  return useQuery(
    queryOptions({
      queryKey: storeAreaKeys.analytics(range),
      queryFn: ({ signal }) => getStoreAnalytics(range, signal),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}
