import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ZNotificationsPage, type NotificationsPage } from '@ramkoll/shared/schemas/notifications';
import { apiJson } from '@/lib/api-client';
import { notificationsKeys } from './keys';

/** GET /api/me/notifications: one page, newest first, older pages with `before`. */
export function getNotifications(before: string | null, signal?: AbortSignal): Promise<NotificationsPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiJson(`/api/me/notifications${query}`, ZNotificationsPage, { signal });
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    // Realtime events invalidate the list; this only covers a lost stream.
    staleTime: 60_000,
  });
}

export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
}
