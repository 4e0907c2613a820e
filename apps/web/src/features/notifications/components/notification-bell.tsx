import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import type { Notification } from '@ramkoll/shared/schemas/notifications';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { notificationTarget, notificationTextKey, notificationTextValues } from '../utils/notification-view';

/**
 * The top bar's bell (docs/product-rules.md: in-app notifications work without browser permission): the
 * unread count, and a panel with my notifications newest first. Opening one marks it read and
 * goes where it is about; 'Markera alla som lästa' clears the count.
 */
export function NotificationBell() {
  const { t } = useTranslation(['notifications', 'common']);
  const [open, setOpen] = useState(false);
  const query = useNotifications();
  const unread = query.data?.pages[0]?.unreadCount ?? 0;
  const badge = unread > 99 ? '99+' : String(unread);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label={unread > 0 ? t('bell_unread', { count: unread }) : t('bell')}
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.7rem] font-bold text-white tabular-nums"
          >
            {badge}
          </span>
        ) : null}
      </SheetTrigger>
      <SheetContent side="right" closeLabel={t('common:actions.close')}>
        <NotificationPanel onClose={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}

/**
 * The panel's contents, a component of its own so that they are rendered only while the panel is
 * open: the bar renders the bell on every signed-in page, and each notification's text and time
 * would otherwise be worked out in that render too, as the list arrives at the page's start.
 */
function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  const navigate = useNavigate();
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.pages[0]?.unreadCount ?? 0;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const language = currentLanguage();

  function openNotification(notification: Notification) {
    if (!notification.readAt) markRead.mutate([notification.id]);
    onClose();
    void navigate(notificationTarget(notification));
  }

  return (
    <>
      <SheetHeader>
        <SheetTitle>{t('title')}</SheetTitle>
        <SheetDescription>
          {unread > 0 ? t('unread_summary', { count: unread }) : t('all_read')}
        </SheetDescription>
      </SheetHeader>
      {unread > 0 ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('mark_all_read')}
        </Button>
      ) : null}
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('loading')} />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('load_error')}
        </p>
      ) : items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="grid gap-1" aria-label={t('title')}>
          {items.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                onClick={() => openNotification(notification)}
                className={cn(
                  'flex w-full flex-col gap-0.5 rounded-xl px-3 py-2.5 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring',
                  !notification.readAt && 'bg-primary-soft',
                )}
              >
                <span className={cn(!notification.readAt && 'font-semibold')}>
                  {!notification.readAt ? <span className="sr-only">{t('unread_marker')} </span> : null}
                  {t(notificationTextKey(notification), notificationTextValues(notification, t('your_bike')))}
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatDateTime(notification.createdAt, language)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('load_more')}
        </Button>
      ) : null}
    </>
  );
}
