import { useEffect, useRef } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { usePaymentPoll } from '../api/poll-payment';
import { orderErrorText } from '../utils/order-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Back on /order from a hosted checkout (`?payment=<id>&checkout=done|cancelled`). Only the
 * provider's webhook credits (decision 090), so a finished checkout waits here until the server
 * says the payment is paid, then says so once and tidies the address.
 */
export function CheckoutReturn() {
  const { t } = useTranslation('order');
  const language = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentParam = searchParams.get('payment');
  const outcome = searchParams.get('checkout');
  const paymentId = paymentParam && UUID.test(paymentParam) && outcome === 'done' ? paymentParam : null;
  const poll = usePaymentPoll(paymentId);
  const told = useRef(false);

  useEffect(() => {
    if (outcome === 'cancelled' && !told.current) {
      told.current = true;
      notify.info(t('checkout.cancelled'), t('checkout.cancelled_text'));
      setSearchParams({}, { replace: true });
    }
  }, [outcome, setSearchParams, t]);

  const status = poll.data?.payment.status;
  useEffect(() => {
    if (told.current || !poll.data || status === 'pending') return;
    told.current = true;
    if (status === 'succeeded') {
      notify.success(
        t('checkout.done'),
        t('checkout.done_text', {
          points: formatNumber(poll.data.payment.points, language),
          balance: formatNumber(poll.data.pointsBalance, language),
        }),
      );
    } else {
      notify.error(t('checkout.failed'));
    }
    setSearchParams({}, { replace: true });
  }, [poll.data, status, language, setSearchParams, t]);

  useEffect(() => {
    if (poll.isError && !told.current) {
      told.current = true;
      notify.error(t('checkout.failed'), orderErrorText(poll.error));
    }
  }, [poll.isError, poll.error, t]);

  if (paymentId === null || poll.isError || (poll.data && status !== 'pending')) return null;
  const { gaveUp } = poll;
  return (
    <Card role="status" className="flex items-start gap-3 p-5">
      {gaveUp ? null : (
        <LoaderCircle
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 animate-spin text-muted-foreground"
        />
      )}
      <div>
        <p className="font-semibold">{gaveUp ? t('checkout.still_waiting') : t('checkout.waiting')}</p>
        <p className="text-sm text-muted-foreground">
          {gaveUp ? t('checkout.still_waiting_text') : t('checkout.waiting_text')}
        </p>
      </div>
    </Card>
  );
}
