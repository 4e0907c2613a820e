import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZStoreRequestDecided,
  type ApproveStoreRequest,
  type StoreRequestDecided,
} from '@ramkoll/shared/schemas/store-requests';
import { apiJson } from '@/lib/api-client';
import { storeRequestKeys } from './keys';

/** POST /api/admin/store-requests/:id/approve: creates the store and its account. */
export async function approveStoreRequest(
  id: string,
  body: ApproveStoreRequest,
): Promise<StoreRequestDecided> {
  return apiJson(`/api/admin/store-requests/${id}/approve`, ZStoreRequestDecided, { method: 'POST', body });
}

export function useApproveStoreRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApproveStoreRequest }) => approveStoreRequest(id, body),
    // Decided (or found already decided): every tab's list and counts change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeRequestKeys.all }),
  });
}
