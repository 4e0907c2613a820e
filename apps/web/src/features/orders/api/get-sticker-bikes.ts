import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMyBikesResponse, type MyBike } from '@ramkoll/shared/schemas/bike';
import { apiJson } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** GET /api/me/bikes: the bikes stickers can be ordered for. */
export async function getStickerBikes(signal?: AbortSignal): Promise<MyBike[]> {
  const { bikes } = await apiJson('/api/me/bikes', ZMyBikesResponse, { signal });
  return bikes;
}

export function stickerBikesQueryOptions() {
  return queryOptions({
    queryKey: ordersKeys.stickerBikes(),
    queryFn: ({ signal }) => getStickerBikes(signal),
  });
}

export function useStickerBikes() {
  return useQuery(stickerBikesQueryOptions());
}
