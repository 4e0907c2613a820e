import { ZMyBikeResponse, type MyBike, type UpdateBikeRequest } from '@ramkoll/shared/schemas/bike';
import { apiJson } from '@/lib/api-client';
import { useBikeMutation } from './use-bike-mutation';

export interface UpdateBikeVariables {
  bikeId: string;
  changes: UpdateBikeRequest;
}

/** PATCH /api/me/bikes/:id: only the fields sent change; null clears. */
export async function updateBike({ bikeId, changes }: UpdateBikeVariables): Promise<MyBike> {
  const { bike } = await apiJson(`/api/me/bikes/${bikeId}`, ZMyBikeResponse, {
    method: 'PATCH',
    body: changes,
  });
  return bike;
}

export function useUpdateBike() {
  return useBikeMutation(updateBike);
}
