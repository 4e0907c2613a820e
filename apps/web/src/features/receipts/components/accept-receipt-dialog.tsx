import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { pointCosts } from '@ramkoll/shared/rules/points';
import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { InsufficientPointsAlert } from '@/components/points/insufficient-points-alert';
import { paths } from '@/config/paths';
import { formatNumber, formatSalePrice } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePointsBalance } from '@/lib/points-balance';
import { notify } from '@/lib/toast';
import { useReceiptAction } from '../api/receipt-action';
import { isBikeStolen, isInsufficientPoints, receiptErrorText } from '../utils/receipt-error';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';

interface AcceptReceiptDialogProps {
  receipt: OwnershipReceipt;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Godkänn' costs the buyer 100 points (docs/product-rules.md "Points and money"): the balance before and
 * after, then the acceptance. Too few points end as in bike registration: 'Otillräckligt saldo'
 * with a way to buy points.
 */
export function AcceptReceiptDialog({ receipt, title, open, onOpenChange }: AcceptReceiptDialogProps) {
  const { t } = useTranslation('receipts');
  const navigate = useNavigate();
  const language = currentLanguage();
  const balance = usePointsBalance();
  const accept = useReceiptAction();
  const cost = pointCosts.ownershipTransfer;
  const amount = balance.isSuccess ? balance.data.pointsBalance : null;
  const short = amount !== null && amount < cost;
  const points = (value: number) => t('accept.points', { points: formatNumber(value, language) });

  async function handleConfirm() {
    try {
      await accept.mutateAsync({ receiptId: receipt.id, action: 'accept' });
    } catch (error) {
      onOpenChange(false);
      if (isInsufficientPoints(error)) {
        notify.error(t('accept.insufficient_title'), t('accept.insufficient', { cost }), {
          label: t('accept.buy'),
          onClick: () => void navigate(paths.order.getHref()),
        });
      } else if (isBikeStolen(error)) {
        notify.error(t('accept.blocked_title'), t('accept.blocked_text'));
      } else {
        notify.error(t('accept.failed'), receiptErrorText(error));
      }
      return;
    }
    notify.success(t('accept.done'), t('accept.done_text'));
    onOpenChange(false);
  }

  return (
    <ConfirmReceiptDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('accept.title')}
      text={t('accept.text', { cost })}
      confirmLabel={t('accept.confirm', { cost })}
      pendingLabel={t('accept.confirming')}
      pending={accept.isPending}
      confirmDisabled={short}
      onConfirm={() => void handleConfirm()}
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-muted p-4 text-sm">
        <dt className="text-muted-foreground">{t('accept.bike')}</dt>
        <dd className="text-right font-semibold break-words">
          {title}
          <span className="block font-mono text-xs font-normal break-all text-muted-foreground">
            {receipt.bike.frameNumber}
          </span>
        </dd>
        <dt className="text-muted-foreground">{t('accept.seller')}</dt>
        <dd className="text-right font-semibold">{receipt.sellerName}</dd>
        <dt className="text-muted-foreground">{t('accept.price')}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {receipt.price === null ? t('field.gift') : formatSalePrice(receipt.price, language)}
        </dd>
        <dt className="text-muted-foreground">{t('accept.balance')}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {amount !== null
            ? points(amount)
            : balance.isError
              ? t('accept.balance_unavailable')
              : t('accept.balance_loading')}
        </dd>
        {amount !== null && !short ? (
          <>
            <dt className="text-muted-foreground">{t('accept.balance_after')}</dt>
            <dd className="text-right font-semibold tabular-nums">{points(amount - cost)}</dd>
          </>
        ) : null}
      </dl>
      {short ? (
        <InsufficientPointsAlert message={t('accept.insufficient', { cost })} buyLabel={t('accept.buy')} />
      ) : null}
    </ConfirmReceiptDialog>
  );
}
