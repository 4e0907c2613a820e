import type { Notification, NotificationType } from '@ramkoll/shared/schemas/notifications';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { FINDER_REWARD_MIN_THEFT_AGE_HOURS } from '@ramkoll/shared/rules/finder-reward';
import { paths } from '@/config/paths';

/** Where a notification leads when opened. */
const targets: Record<NotificationType, string> = {
  bike_registered: paths.myBikes.getHref(),
  message_received: paths.messages.getHref(),
  receipt_created: paths.receipts.getHref(),
  receipt_accepted: paths.receipts.getHref(),
  receipt_declined: paths.receipts.getHref(),
  transfer_completed: paths.receipts.getHref(),
  recovery_report: paths.myBikes.getHref(),
  recovery_reward: paths.order.getHref(),
  // No points came, so not to the balance: the guide says how the finder's reward works.
  recovery_reward_withheld_recent: paths.howToUse.getHref(),
  recovery_reward_withheld_repeat: paths.howToUse.getHref(),
  id_verification_reviewed: paths.mittId.getHref(),
  points_credited: paths.order.getHref(),
  store_request_received: paths.adminStoreRequests.getHref(),
};

export function notificationTarget(notification: Notification): string {
  return targets[notification.type];
}

/**
 * The catalogue key of a notification's text: `text.<type>`, or for a message whose sender is
 * known `text.message_received_from` ("Nytt meddelande från Erik om …"), named as /messages does.
 */
export function notificationTextKey(
  notification: Notification,
): `text.${NotificationType | 'message_received_from'}` {
  if (notification.type === 'message_received' && notification.senderName)
    return 'text.message_received_from';
  return `text.${notification.type}`;
}

/** The interpolation values of a notification's text (`notificationTextKey`). */
export function notificationTextValues(notification: Notification, fallbackBike: string) {
  const { bike } = notification;
  const bikeText = bike
    ? bike.label
      ? `${bike.label} (${bike.frameNumber})`
      : bike.frameNumber
    : fallbackBike;
  return {
    bike: bikeText,
    count: notification.points ?? 0,
    sender: notification.senderName ?? '',
    hours: FINDER_REWARD_MIN_THEFT_AGE_HOURS,
  };
}

/**
 * Spec section 6: a browser notification needs the permission, browser_notifications_enabled and
 * the matching flag: bike_registration_notifications for bikes, message_notifications for
 * receipts, transfers and messages. Other events only show in the app.
 */
const browserRules: Partial<
  Record<NotificationType, { flag: 'bikeRegistrationNotifications' | 'messageNotifications'; tag: string }>
> = {
  bike_registered: { flag: 'bikeRegistrationNotifications', tag: 'bike-registration' },
  message_received: { flag: 'messageNotifications', tag: 'bike-message' },
  receipt_created: { flag: 'messageNotifications', tag: 'ownership-transfer' },
  receipt_accepted: { flag: 'messageNotifications', tag: 'ownership-transfer' },
  receipt_declined: { flag: 'messageNotifications', tag: 'ownership-transfer' },
  transfer_completed: { flag: 'messageNotifications', tag: 'ownership-transfer' },
};

/** The tag of the browser notification to show for this event, or null when none may be shown. */
export function browserNotificationTag(
  notification: Notification,
  user: Pick<
    SessionUser,
    'browserNotificationsEnabled' | 'bikeRegistrationNotifications' | 'messageNotifications'
  >,
  permission: NotificationPermission | 'unsupported',
): string | null {
  const rule = browserRules[notification.type];
  if (!rule || permission !== 'granted' || !user.browserNotificationsEnabled || !user[rule.flag]) return null;
  return rule.tag;
}

export function browserPermission(): NotificationPermission | 'unsupported' {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}
