/** The browser's answer for notifications, or 'unsupported' where there is no Notification API. */
export type BrowserPermission = NotificationPermission | 'unsupported';

function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

export function browserPermission(): BrowserPermission {
  return notificationApi()?.permission ?? 'unsupported';
}

/**
 * Asks the browser (spec section 6: notifications need its permission). Only 'granted' lets the
 * setting be turned on; a browser that throws (old callback-only versions) counts as its state.
 */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  try {
    return await api.requestPermission();
  } catch {
    return api.permission;
  }
}
