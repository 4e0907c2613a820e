import { ZMyBikeResponse, type MyBike } from '@ramkoll/shared/schemas/bike';
import type { SaleRequest } from '@ramkoll/shared/schemas/ownership';
import { apiJson } from '@/lib/api-client';
import { useBikeMutation } from './use-bike-mutation';

export interface SetSaleVariables {
  bikeId: string;
  sale: SaleRequest;
}

/** PUT /api/me/bikes/:id/sale: publish the sale (TILL SALU) or change its price and description. */
export async function setSale({ bikeId, sale }: SetSaleVariables): Promise<MyBike> {
  const { bike } = await apiJson(`/api/me/bikes/${bikeId}/sale`, ZMyBikeResponse, {
    method: 'PUT',
    body: sale,
  });
  return bike;
}

export function useSetSale() {
  return useBikeMutation(setSale);
}
