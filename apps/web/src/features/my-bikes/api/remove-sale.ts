import { ZMyBikeResponse, type MyBike } from '@ramkoll/shared/schemas/bike';
import { apiJson } from '@/lib/api-client';
import { useBikeMutation } from './use-bike-mutation';

/** DELETE /api/me/bikes/:id/sale: the bike is no longer for sale. */
export async function removeSale(bikeId: string): Promise<MyBike> {
  const { bike } = await apiJson(`/api/me/bikes/${bikeId}/sale`, ZMyBikeResponse, { method: 'DELETE' });
  return bike;
}

export function useRemoveSale() {
  return useBikeMutation(removeSale);
}
