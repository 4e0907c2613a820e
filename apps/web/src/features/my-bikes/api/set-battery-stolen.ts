import { ZMyBikeResponse, type MyBike } from '@ramkoll/shared/schemas/bike';
import { apiJson } from '@/lib/api-client';
import { useBikeMutation } from './use-bike-mutation';

export interface SetBatteryStolenVariables {
  bikeId: string;
  stolen: boolean;
}

/** PUT /api/me/bikes/:id/battery-stolen: flag or clear a stolen battery. */
export async function setBatteryStolen({ bikeId, stolen }: SetBatteryStolenVariables): Promise<MyBike> {
  const { bike } = await apiJson(`/api/me/bikes/${bikeId}/battery-stolen`, ZMyBikeResponse, {
    method: 'PUT',
    body: { stolen },
  });
  return bike;
}

export function useSetBatteryStolen() {
  return useBikeMutation(setBatteryStolen);
}
