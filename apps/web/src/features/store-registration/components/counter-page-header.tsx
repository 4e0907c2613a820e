import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layouts/page-header';
import { usePointsBalance } from '@/lib/points-balance';

/** A counter page's heading: the page header with the store's balance before its actions. */
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
    <PageHeader title={title} lead={lead}>
      <p
        role="status"
        className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 text-sm font-semibold text-primary-deep"
      >
        <Coins aria-hidden="true" className="size-4" />
        {balance.data ? t('balance', { points: balance.data.pointsBalance }) : t('balance_loading')}
      </p>
      {children}
    </PageHeader>
  );
}
