import { useState } from 'react';
import { CreditCard, FileText, RotateCw } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { hasReceipt, type Payment, type QrOrder } from '@ramkoll/shared/schemas/orders';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime, formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useOrders } from '../api/get-orders';
import { receiptHref } from '../api/get-receipt';
import { formatMoney } from '@/lib/format';
import { TestCheckoutDialog } from './test-checkout-dialog';

const paymentBadge = {
  succeeded: 'success',
  pending: 'outline',
  failed: 'destructive',
  cancelled: 'secondary',
  refunded: 'secondary',
  disputed: 'destructive',
} as const;

function PaymentRow({ payment, onPay }: { payment: Payment; onPay: (payment: Payment) => void }) {
  const { t } = useTranslation('order');
  const language = currentLanguage();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div>
        <p className="font-medium">
          {t('history.payment_line', { points: formatNumber(payment.points, language) })}
        </p>
        <p className="text-sm text-muted-foreground">{formatDateTime(payment.createdAt, language)}</p>
      </div>
      <div className="flex items-center gap-3">
        <span className="tabular-nums">{formatMoney(payment.amount, payment.currency, language)}</span>
        <Badge variant={paymentBadge[payment.status]}>{t(`history.payment_status.${payment.status}`)}</Badge>
        {/* Only the test provider's checkout can be finished here; Stripe's starts again from a package. */}
        {payment.status === 'pending' && payment.provider === 'test' ? (
          <Button variant="outline" size="sm" onClick={() => onPay(payment)}>
            <CreditCard aria-hidden="true" />
            {t('history.pay')}
          </Button>
        ) : null}
        {hasReceipt(payment) ? (
          <Button asChild variant="outline" size="sm">
            <a
              href={receiptHref(payment.id)}
              target="_blank"
              rel="noopener"
              aria-label={t('history.receipt_label', {
                points: formatNumber(payment.points, language),
                date: formatDateTime(payment.completedAt ?? payment.createdAt, language),
              })}
            >
              <FileText aria-hidden="true" />
              {t('history.receipt')}
            </a>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function QrOrderRow({ order }: { order: QrOrder }) {
  const { t } = useTranslation('order');
  const language = currentLanguage();
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium">{t('history.qr_line', { count: order.quantity })}</p>
          <p className="text-sm text-muted-foreground">{formatDateTime(order.createdAt, language)}</p>
        </div>
        <div className="flex items-center gap-3">
          <span className="tabular-nums">
            {t('history.points_spent', { points: formatNumber(order.pointsSpent, language) })}
          </span>
          <Badge variant={order.status === 'sent' ? 'success' : 'outline'}>
            {t(`history.qr_status.${order.status}`)}
          </Badge>
        </div>
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">{t('history.codes')}: </span>
        <span className="font-mono break-all">
          {order.stickers.map((sticker) => sticker.code).join(', ')}
        </span>
      </p>
    </li>
  );
}

/** 'Mina beställningar': my points purchases and sticker orders, newest first. */
export function OrderHistory() {
  const { t } = useTranslation('order');
  const orders = useOrders();
  const data = orders.data;
  // A checkout left half-way can be finished from here.
  const [checkout, setCheckout] = useState<Payment | null>(null);
  return (
    <section aria-labelledby="history-title" className="grid gap-4">
      <h2 id="history-title" className="text-xl font-semibold">
        {t('history.title')}
      </h2>
      {orders.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('history.loading')}
        </p>
      ) : null}
      {orders.isError && !data ? (
        <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-5">
          <p>{t('history.error')}</p>
          <Button variant="outline" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('history.retry')}
          </Button>
        </Card>
      ) : null}
      {data && data.payments.length + data.qrOrders.length === 0 ? (
        <Card className="p-5 text-muted-foreground">{t('history.empty')}</Card>
      ) : null}
      {data && data.payments.length > 0 ? (
        <Card className="p-5">
          <h3 className="font-semibold">{t('history.payments')}</h3>
          <ul className="divide-y divide-border">
            {data.payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} onPay={setCheckout} />
            ))}
          </ul>
        </Card>
      ) : null}
      {data && data.qrOrders.length > 0 ? (
        <Card className="p-5">
          <h3 className="font-semibold">{t('history.qr_orders')}</h3>
          <ul className="divide-y divide-border">
            {data.qrOrders.map((order) => (
              <QrOrderRow key={order.id} order={order} />
            ))}
          </ul>
        </Card>
      ) : null}
      <TestCheckoutDialog payment={checkout} onClose={() => setCheckout(null)} />
    </section>
  );
}
