import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMyBikesResponse, type MyBike } from '@ramkoll/shared/schemas/bike';
import { apiJson } from '@/lib/api-client';
import { myBikesKeys } from './keys';

/** GET /api/me/bikes: the owner's bikes, newest first. */
export async function getMyBikes(signal?: AbortSignal): Promise<MyBike[]> {
  const { bikes } = await apiJson('/api/me/bikes', ZMyBikesResponse, { signal });
  return bikes;
}

export function myBikesQueryOptions() {
  return queryOptions({
    queryKey: myBikesKeys.list(),
    queryFn: ({ signal }) => getMyBikes(signal),
  });
}

export function useMyBikes() {
  return useQuery(myBikesQueryOptions());
}
