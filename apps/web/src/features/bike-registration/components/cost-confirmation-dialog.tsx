import { useTranslation } from '@/lib/use-translation';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { InsufficientPointsAlert } from '@/components/points/insufficient-points-alert';
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
import { usePointsBalance } from '@/lib/points-balance';

interface CostConfirmationDialogProps {
  /** The frame number about to be registered; null keeps the dialog closed. */
  frameNumber: string | null;
  /** The person confirmed a look-alike frame number as a different bike (decision 025). */
  underReview?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Registrera Cykel' costs 100 points (spec section 4): the balance before and after, then confirm. */
export function CostConfirmationDialog({
  frameNumber,
  underReview = false,
  pending,
  onConfirm,
  onCancel,
}: CostConfirmationDialogProps) {
  const { t } = useTranslation('bike_registration');
  const language = currentLanguage();
  const balance = usePointsBalance();
  const cost = pointCosts.registerBike;
  const amount = balance.isSuccess ? balance.data.pointsBalance : null;
  const short = amount !== null && amount < cost;
  const points = (value: number) => t('cost.points', { points: formatNumber(value, language) });

  return (
    <Dialog open={frameNumber !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent closeLabel={t('cost.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('cost.title')}</DialogTitle>
          <DialogDescription>{t('cost.text', { cost })}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl bg-muted p-4 text-sm">
          <dt className="text-muted-foreground">{t('cost.frame_number')}</dt>
          <dd className="font-mono font-semibold">{frameNumber}</dd>
          <dt className="text-muted-foreground">{t('cost.balance')}</dt>
          <dd className="font-semibold tabular-nums">
            {amount !== null
              ? points(amount)
              : balance.isError
                ? t('cost.balance_unavailable')
                : t('cost.balance_loading')}
          </dd>
          {amount !== null && !short ? (
            <>
              <dt className="text-muted-foreground">{t('cost.balance_after')}</dt>
              <dd className="font-semibold tabular-nums">{points(amount - cost)}</dd>
            </>
          ) : null}
        </dl>
        {underReview ? <p className="text-sm">{t('cost.review_note')}</p> : null}
        {short ? (
          <InsufficientPointsAlert message={t('cost.insufficient', { cost })} buyLabel={t('cost.buy')} />
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('cost.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={pending || short}>
            {pending ? t('submitting') : t('cost.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
