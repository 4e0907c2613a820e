import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import type { Notification, NotificationType } from '@ramkoll/shared/schemas/notifications';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { sharedQueryKeys } from '@/lib/query-keys';
import {
  browserNotificationTag,
  browserPermission,
  notificationTarget,
  notificationTextKey,
  notificationTextValues,
} from '../utils/notification-view';
import { connectRealtime } from './event-connection';

/** Spec section 9: the receipts badge is re-read 100 ms after a realtime event. */
export const receiptsRefreshDelayMs = 100;

const receiptTypes: readonly NotificationType[] = [
  'receipt_created',
  'receipt_accepted',
  'receipt_declined',
  'transfer_completed',
];

/** What each kind of event may have changed, besides the notification list itself. */
const affectedKeys: Partial<Record<NotificationType, readonly QueryKey[]>> = {
  bike_registered: [sharedQueryKeys.myBikes],
  message_received: [sharedQueryKeys.messages],
  receipt_created: [sharedQueryKeys.myBikes],
  receipt_accepted: [sharedQueryKeys.myBikes],
  receipt_declined: [sharedQueryKeys.myBikes],
  transfer_completed: [sharedQueryKeys.myBikes],
  recovery_report: [sharedQueryKeys.myBikes],
  id_verification_reviewed: [sharedQueryKeys.idVerification],
  points_credited: [sharedQueryKeys.orders],
};

/**
 * Keeps a customer's realtime stream open while signed in (spec section 7): events refresh the
 * data they touch, the balance is written straight into the top bar's query, and a browser
 * notification is shown when the permission and the user's flags allow it (spec section 6).
 */
export function useRealtimeEvents(user: SessionUser | null | undefined): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('notifications');
  const latest = useRef({ user, t, navigate });
  useEffect(() => {
    latest.current = { user, t, navigate };
  });
  const userId = user?.role === 'customer' ? user.id : null;

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return undefined;
    let receiptsTimer: ReturnType<typeof setTimeout> | undefined;
    const invalidate = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
    const refreshReceiptsSoon = () => {
      clearTimeout(receiptsTimer);
      receiptsTimer = setTimeout(() => invalidate(sharedQueryKeys.receipts), receiptsRefreshDelayMs);
    };

    function showInBrowser(notification: Notification) {
      const { user: current, t: translate, navigate: go } = latest.current;
      if (!current) return;
      const tag = browserNotificationTag(notification, current, browserPermission());
      if (!tag) return;
      try {
        const shown = new window.Notification(translate('browser.title'), {
          body: translate(
            notificationTextKey(notification),
            notificationTextValues(notification, translate('your_bike')),
          ),
          tag,
          icon: '/icons/icon-192.png',
        });
        shown.onclick = () => {
          window.focus();
          void go(notificationTarget(notification));
          shown.close();
        };
      } catch {
        // Some mobile browsers only allow notifications from a service worker; the bell still has it.
      }
    }

    const connection = connectRealtime({
      handlers: {
        notification(notification) {
          invalidate(sharedQueryKeys.notifications);
          for (const key of affectedKeys[notification.type] ?? []) invalidate(key);
          if (receiptTypes.includes(notification.type)) refreshReceiptsSoon();
          showInBrowser(notification);
        },
        balance(pointsBalance) {
          // A read of the balance still under way started before this change: it must not land
          // after it and show the old figure.
          void queryClient
            .cancelQueries({ queryKey: sharedQueryKeys.balance })
            .then(() => queryClient.setQueryData(sharedQueryKeys.balance, { pointsBalance }));
        },
        ready() {
          // Whatever has no replayable event may have changed while the stream was not open: after
          // a reconnect, and on the first connection too, since the page read its data before the
          // stream opened and an event sent in between would be lost.
          invalidate(sharedQueryKeys.balance);
          invalidate(sharedQueryKeys.messages);
          invalidate(sharedQueryKeys.notifications);
          refreshReceiptsSoon();
        },
      },
    });
    return () => {
      clearTimeout(receiptsTimer);
      connection.close();
    };
  }, [userId, queryClient]);
}
