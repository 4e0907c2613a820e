import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPartnersResponse, type PartnerStore } from '@ramkoll/shared/schemas/public-pages';
import { apiJson } from '@/lib/api-client';
import { partnersKeys } from './keys';

/** GET /api/partners: the certified partner stores, by city then name. */
export async function getPartners(signal?: AbortSignal): Promise<PartnerStore[]> {
  const { stores } = await apiJson('/api/partners', ZPartnersResponse, { signal });
  return stores;
}

export function partnersQueryOptions() {
  return queryOptions({
    queryKey: partnersKeys.list(),
    queryFn: ({ signal }) => getPartners(signal),
    // The server lets the list be cached for five minutes; asking more often gains nothing.
    staleTime: 5 * 60_000,
  });
}

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
