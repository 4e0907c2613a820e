import { sharedQueryKeys } from '@/lib/query-keys';

export const notificationsKeys = {
  all: sharedQueryKeys.notifications,
  list: () => [...notificationsKeys.all, 'list'] as const,
};
