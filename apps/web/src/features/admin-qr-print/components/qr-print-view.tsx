import { Inbox, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  QR_PRINT_PAGE_SIZE,
  QR_SHEET_MAX_ORDERS,
  qrPrintStatuses,
  type QrPrintOrder,
} from '@ramkoll/shared/schemas/qr-print';
import { StatusListBody, StatusListPager, useStatusPages } from '@/components/admin/status-pages';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StatusTabs } from '@/components/ui/status-tabs';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { sheetUrl, useAdvanceQrOrder, useQrPrintQueue } from '../api/qr-print';
import { BatchForm } from './batch-form';

/**
 * /admin-qr-print: the sticker print queue by status, oldest pending first. Choose orders, open
 * their A4 label sheet (a PDF in a new tab), then mark them printed and later sent; any order can
 * be printed again. A form beside the queue makes batches of unassigned codes for stores.
 */
export function QrPrintView() {
  const { t } = useTranslation('admin_insights');
  const [selected, setSelected] = useState<string[]>([]);
  const { query: queue, ...tabs } = useStatusPages('pending', QR_PRINT_PAGE_SIZE, useQrPrintQueue, () =>
    setSelected([]),
  );
  const data = queue.data;
  const chosen = data?.orders.filter((order) => selected.includes(order.id)) ?? [];
  const stickerCount = chosen.reduce((sum, order) => sum + order.codes.length, 0);

  function toggle(id: string) {
    setSelected((current) =>
      current.includes(id)
        ? current.filter((other) => other !== id)
        : current.length >= QR_SHEET_MAX_ORDERS
          ? current
          : [...current, id],
    );
  }

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('qr_print.title')} lead={t('qr_print.lead')}>
        {chosen.length > 0 ? (
          <Button asChild>
            <a href={sheetUrl(chosen.map((order) => order.id))} target="_blank" rel="noreferrer">
              <Printer aria-hidden="true" />
              {t('qr_print.print_selected', { count: stickerCount })}
            </a>
          </Button>
        ) : (
          <Button disabled>
            <Printer aria-hidden="true" />
            {t('qr_print.print_none')}
          </Button>
        )}
      </PageHeader>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-4">
          <StatusTabs
            idPrefix="qr-print"
            statuses={qrPrintStatuses}
            value={tabs.status}
            onChange={tabs.choose}
            label={t('qr_print.tabs.label')}
            labelOf={(tab) => t(`qr_print.tabs.${tab}`)}
            counts={data?.counts}
            compact
          >
            <StatusListBody
              namespace="admin_insights"
              query={queue}
              items={data?.orders}
              empty={{
                icon: Inbox,
                title: t(`qr_print.empty.${tabs.status}`),
                text: t('qr_print.empty.text'),
              }}
              className="grid gap-3"
            >
              {(order) => (
                <OrderRow
                  order={order}
                  checked={selected.includes(order.id)}
                  onToggle={() => toggle(order.id)}
                />
              )}
            </StatusListBody>
            <StatusListPager namespace="admin_insights" {...tabs.pager} />
          </StatusTabs>
        </div>
        <aside className="min-w-0">
          <BatchForm />
        </aside>
      </div>
    </section>
  );
}

function OrderRow({
  order,
  checked,
  onToggle,
}: {
  order: QrPrintOrder;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('admin_insights');
  const language = currentLanguage();
  const advance = useAdvanceQrOrder();
  const next = order.status === 'pending' ? 'printed' : order.status === 'printed' ? 'sent' : null;
  const checkboxId = `qr-order-${order.id}`;
  const recipient = order.shippingName ?? order.orderedBy.name;

  function markNext() {
    if (!next) return;
    // The promise, not mutate()'s callbacks: the list is refreshed when the order moves on, and
    // this row, now under another tab, may be gone before mutate() would call back (then with no
    // toast at all).
    advance.mutateAsync({ id: order.id, to: next }).then(
      () => notify.success(t(`qr_print.marked.${next}`)),
      (error: unknown) =>
        notify.error(
          isApiError(error) && error.code === 'QR_ORDER_WRONG_STATUS'
            ? t('qr_print.moved_on')
            : t('qr_print.failed'),
        ),
    );
  }

  return (
    <article
      className={cn(
        'grid gap-3 rounded-2xl border bg-card p-4 shadow-xs sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-start',
        checked ? 'border-primary ring-2 ring-primary/30' : 'border-border',
      )}
    >
      <input
        id={checkboxId}
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        className="mt-1 size-5 accent-[var(--color-primary)]"
        aria-describedby={`${checkboxId}-codes`}
      />
      <div className="grid min-w-0 gap-1">
        <label htmlFor={checkboxId} className="flex flex-wrap items-center gap-2 font-semibold">
          {recipient}
          <Badge variant={order.kind === 'batch' ? 'accent' : 'secondary'}>
            {t(`qr_print.kind.${order.kind}`)}
          </Badge>
        </label>
        <p className="text-sm text-muted-foreground">
          {order.kind === 'order' ? `${order.orderedBy.email} · ` : ''}
          {t('qr_print.ordered_at', { when: formatDateTime(order.createdAt, language) })}
          {order.printedAt
            ? ` · ${t('qr_print.printed_at', { when: formatDateTime(order.printedAt, language) })}`
            : ''}
          {order.sentAt
            ? ` · ${t('qr_print.sent_at', { when: formatDateTime(order.sentAt, language) })}`
            : ''}
        </p>
        <p className="text-sm">{order.shippingAddress ?? t('qr_print.no_address')}</p>
        <p id={`${checkboxId}-codes`} className="font-mono text-xs text-muted-foreground">
          {t('qr_print.codes', { count: order.codes.length })}: {order.codes.slice(0, 6).join(' ')}
          {order.codes.length > 6 ? ' …' : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button variant="outline" size="sm" asChild>
          <a href={sheetUrl([order.id])} target="_blank" rel="noreferrer">
            <Printer aria-hidden="true" />
            {order.status === 'pending' ? t('qr_print.print') : t('qr_print.reprint')}
          </a>
        </Button>
        {next ? (
          <Button size="sm" onClick={markNext} disabled={advance.isPending}>
            {t(`qr_print.mark.${next}`)}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
