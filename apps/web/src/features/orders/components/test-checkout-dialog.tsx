import { CreditCard, FlaskConical } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { Payment } from '@ramkoll/shared/schemas/orders';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useConfirmPayment } from '../api/buy-points';
import { formatMoney } from '@/lib/format';
import { orderErrorText } from '../utils/order-error';

interface TestCheckoutDialogProps {
  /** The pending payment to pay; null closes the dialog. */
  payment: Payment | null;
  onClose: () => void;
  /** After the points are credited (a discount code is then used up). */
  onPaid?: () => void;
}

/**
 * The built-in test provider's checkout step ('Testbetalning'): no money moves, and the points
 * are credited only when the server has confirmed the payment with the provider.
 */
export function TestCheckoutDialog({ payment, onClose, onPaid }: TestCheckoutDialogProps) {
  const { t } = useTranslation('order');
  const language = currentLanguage();
  const confirm = useConfirmPayment();
  const price = payment ? formatMoney(payment.amount, payment.currency, language) : '';

  async function handleConfirm() {
    if (!payment) return;
    try {
      const { pointsBalance } = await confirm.mutateAsync(payment.id);
      notify.success(
        t('checkout.done'),
        t('checkout.done_text', {
          points: formatNumber(payment.points, language),
          balance: formatNumber(pointsBalance, language),
        }),
      );
      onPaid?.();
      onClose();
    } catch (error) {
      notify.error(t('checkout.failed'), orderErrorText(error));
    }
  }

  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => (!open && !confirm.isPending ? onClose() : undefined)}
    >
      <DialogContent closeLabel={t('checkout.close')}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <FlaskConical aria-hidden="true" className="size-5 text-primary" />
            {t('checkout.title')}
          </DialogTitle>
          <DialogDescription>{t('checkout.text')}</DialogDescription>
        </DialogHeader>
        {payment ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-muted p-4 text-sm">
            <dt className="text-muted-foreground">{t('checkout.package')}</dt>
            <dd className="text-right font-semibold">
              {t('packages.points', { points: formatNumber(payment.points, language) })}
            </dd>
            <dt className="text-muted-foreground">{t('checkout.price')}</dt>
            <dd className="text-right font-semibold tabular-nums">{price}</dd>
          </dl>
        ) : null}
        <p className="text-sm text-muted-foreground">{t('checkout.test_notice')}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={confirm.isPending}>
            {t('checkout.cancel')}
          </Button>
          <Button
            onClick={() => void handleConfirm()}
            disabled={confirm.isPending}
            aria-busy={confirm.isPending || undefined}
          >
            <CreditCard aria-hidden="true" />
            {confirm.isPending ? t('checkout.confirming') : t('checkout.confirm', { price })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
