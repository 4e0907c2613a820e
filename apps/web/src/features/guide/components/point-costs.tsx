import { Coins } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { pointCosts } from '@ramkoll/shared/rules/points';

/** What points buy, in the points dialog's own words (spec section 2 "Navigation"). */
export function PointCosts() {
  const { t } = useTranslation(['how_to_use', 'points']);
  const rows = [
    {
      key: 'register',
      label: t('points:use_register_bike'),
      cost: t('points:cost', { count: pointCosts.registerBike }),
    },
    {
      key: 'qr',
      label: t('points:use_qr_codes'),
      cost: t('points:cost_per_code', { count: pointCosts.qrCodePerCode }),
    },
    {
      key: 'transfer',
      label: t('points:use_transfer'),
      cost: t('points:cost', { count: pointCosts.ownershipTransfer }),
    },
  ];
  return (
    <div className="rounded-2xl bg-accent-soft p-5 ring-1 ring-accent/40">
      <h3 className="flex items-center gap-2 font-semibold text-accent-foreground">
        <Coins aria-hidden="true" className="size-5" />
        {t('sections.get_started.costs_title')}
      </h3>
      <dl className="mt-3 grid gap-2">
        {rows.map((row) => (
          <div
            key={row.key}
            className="flex items-baseline justify-between gap-4 border-b border-accent/30 pb-2 last:border-b-0 last:pb-0"
          >
            <dt>{row.label}</dt>
            <dd className="font-semibold whitespace-nowrap">{row.cost}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
