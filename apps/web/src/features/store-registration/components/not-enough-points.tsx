import { Coins } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** 402 INSUFFICIENT_POINTS at the counter: what is missing, and /order, where stores buy points (decision 040). */
export function NotEnoughPoints({ required, balance }: { required: number; balance: number }) {
  const { t } = useTranslation('store_registration');
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-xl border border-destructive/30 bg-destructive/5 p-3 text-sm"
    >
      <p className="font-medium text-destructive">{t('insufficient', { required, balance })}</p>
      <Button asChild variant="accent" size="sm" className="justify-self-start">
        <Link to={paths.order.getHref()}>
          <Coins aria-hidden="true" />
          {t('buy_points')}
        </Link>
      </Button>
    </div>
  );
}
