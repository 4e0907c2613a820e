import { useMutation } from '@tanstack/react-query';
import { ZNotificationSettings, type NotificationSettings } from '@ramkoll/shared/schemas/settings';
import { apiJson } from '@/lib/api-client';
import { settingsKeys } from './keys';
import { usePatchSessionUser } from './patch-session-user';

/** PUT /api/me/notification-settings: the three flags of spec section 6. */
export function saveNotificationSettings(body: NotificationSettings): Promise<NotificationSettings> {
  return apiJson('/api/me/notification-settings', ZNotificationSettings, { method: 'PUT', body });
}

export function useSaveNotificationSettings() {
  const patchSessionUser = usePatchSessionUser();
  return useMutation({
    mutationKey: settingsKeys.save('notifications'),
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => patchSessionUser(saved),
  });
}
