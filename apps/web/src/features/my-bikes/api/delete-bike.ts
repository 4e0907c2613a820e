import { apiSend } from '@/lib/api-client';
import { useBikeMutation } from './use-bike-mutation';

/** DELETE /api/me/bikes/:id: a soft delete; the history stays and the frame number is freed. */
export function deleteBike(bikeId: string): Promise<void> {
  return apiSend(`/api/me/bikes/${bikeId}`, { method: 'DELETE' });
}

export function useDeleteBike() {
  return useBikeMutation(deleteBike);
}
