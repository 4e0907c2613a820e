import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarkNotificationsReadResponse } from '@ramkoll/shared/schemas/notifications';
import { apiJson } from '@/lib/api-client';
import { notificationsKeys } from './keys';

/** POST /api/me/notifications/read: the given ids, or all unread when none are given. */
export function markNotificationsRead(ids?: string[]) {
  return apiJson('/api/me/notifications/read', ZMarkNotificationsReadResponse, {
    method: 'POST',
    body: ids ? { ids } : {},
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
