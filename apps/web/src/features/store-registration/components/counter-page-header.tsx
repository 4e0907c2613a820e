import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointsBalance } from '@/lib/points-balance';

/** A counter page's heading: its one h1, a lead, the store's balance and actions. */
export function CounterPageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('store_registration');
  const balance = usePointsBalance();
  return (
    <header className="grid gap-3 sm:flex sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-primary-deep sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{lead}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:shrink-0">
        <p
          role="status"
          className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 text-sm font-semibold text-primary-deep"
        >
          <Coins aria-hidden="true" className="size-4" />
          {balance.data ? t('balance', { points: balance.data.pointsBalance }) : t('balance_loading')}
        </p>
        {children}
      </div>
    </header>
  );
}
