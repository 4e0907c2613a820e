import { ZMyBikeResponse, type MyBike } from '@ramkoll/shared/schemas/bike';
import { apiJson } from '@/lib/api-client';
import { useBikeMutation } from './use-bike-mutation';

/** POST /api/me/bikes/:id/recovered. */
export async function markRecovered(bikeId: string): Promise<MyBike> {
  const { bike } = await apiJson(`/api/me/bikes/${bikeId}/recovered`, ZMyBikeResponse, { method: 'POST' });
  return bike;
}

export function useMarkRecovered() {
  return useBikeMutation(markRecovered);
}
