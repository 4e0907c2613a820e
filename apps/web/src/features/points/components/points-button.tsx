import { Coins, QrCode, Repeat, ShoppingBag, BikeIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePointsBalance } from '@/lib/points-balance';

/**
 * The top bar's points item (spec section 2): the balance as 'N p' ('...' while loading or when
 * the balance cannot be fetched), opening a dialog about what points are used for.
 */
export function PointsButton() {
  const { t } = useTranslation('points');
  const [open, setOpen] = useState(false);
  const balance = usePointsBalance();
  const language = currentLanguage();
  const amount = balance.isSuccess ? balance.data.pointsBalance : null;
  const shortLabel =
    amount === null ? t('balance_loading') : t('balance_short', { balance: formatNumber(amount, language) });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label={t('open_dialog', { balance: shortLabel })}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full whitespace-nowrap border border-accent/60 bg-accent-soft px-3 text-sm font-semibold text-accent-foreground tabular-nums transition-colors hover:bg-accent/30 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
      >
        <Coins aria-hidden="true" className="size-4" />
        <span>{shortLabel}</span>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <PointsDialogBody amount={amount} isError={balance.isError} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The dialog's contents, a component of its own so that they are rendered only while it is open:
 * the top bar shows the button on every signed-in page, and the uses' texts (with their plurals)
 * are not needed until someone opens it.
 */
function PointsDialogBody({
  amount,
  isError,
  onClose,
}: {
  amount: number | null;
  isError: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  const language = currentLanguage();
  const uses = [
    { icon: BikeIcon, label: t('use_register_bike'), cost: t('cost', { count: pointCosts.registerBike }) },
    { icon: QrCode, label: t('use_qr_codes'), cost: t('cost_per_code', { count: pointCosts.qrCodePerCode }) },
    { icon: Repeat, label: t('use_transfer'), cost: t('cost', { count: pointCosts.ownershipTransfer }) },
  ];

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('dialog_title')}</DialogTitle>
        <DialogDescription>
          {amount !== null
            ? t('dialog_balance', { count: amount, balance: formatNumber(amount, language) })
            : isError
              ? t('dialog_balance_unavailable')
              : t('dialog_balance_loading')}
        </DialogDescription>
      </DialogHeader>
      <section aria-labelledby="points-uses-title" className="rounded-xl bg-muted p-4">
        <h3 id="points-uses-title" className="mb-3 text-sm font-semibold">
          {t('uses_title')}
        </h3>
        <ul className="grid gap-2.5">
          {uses.map((use) => (
            <li key={use.label} className="flex items-center gap-3 text-sm">
              <span className="flex size-8 items-center justify-center rounded-lg bg-card text-primary shadow-xs">
                <use.icon aria-hidden="true" className="size-4" />
              </span>
              <span className="flex-1">{use.label}</span>
              <span className="font-semibold whitespace-nowrap tabular-nums">{use.cost}</span>
            </li>
          ))}
        </ul>
      </section>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('close')}</Button>
        </DialogClose>
        <Button asChild variant="accent">
          <Link to={paths.order.getHref()} onClick={onClose}>
            <ShoppingBag aria-hidden="true" />
            {t('buy')}
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}
