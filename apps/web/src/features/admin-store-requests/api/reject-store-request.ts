import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZStoreRequestDecided,
  type RejectStoreRequest,
  type StoreRequestDecided,
} from '@ramkoll/shared/schemas/store-requests';
import { apiJson } from '@/lib/api-client';
import { storeRequestKeys } from './keys';

/** POST /api/admin/store-requests/:id/reject: the reason is e-mailed to the shop. */
export async function rejectStoreRequest(id: string, body: RejectStoreRequest): Promise<StoreRequestDecided> {
  return apiJson(`/api/admin/store-requests/${id}/reject`, ZStoreRequestDecided, { method: 'POST', body });
}

export function useRejectStoreRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RejectStoreRequest }) => rejectStoreRequest(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeRequestKeys.all }),
  });
}
