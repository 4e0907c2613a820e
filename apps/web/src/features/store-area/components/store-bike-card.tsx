import { useTranslation } from '@/lib/use-translation';
import type { StoreBike } from '@ramkoll/shared/schemas/store-area';
import { bikeTypeLabel } from '@/lib/bike-types';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { StoreBikeStatusBadge } from './store-bike-status';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{value}</dd>
    </div>
  );
}

/** One bike of /store-bikes: a stolen one has a red frame and says since when. */
export function StoreBikeCard({ bike }: { bike: StoreBike }) {
  const { t } = useTranslation('store_area');
  const { t: tc } = useTranslation('common');
  const language = currentLanguage();
  const stolen = bike.status === 'stolen';
  const name = [bike.brand, bike.model].filter(Boolean).join(' ') || t('bikes.unknown');
  return (
    <article
      aria-label={`${name} ${bike.frameNumber}`}
      className={cn(
        'grid gap-3 rounded-2xl border bg-card p-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,2fr)] md:items-center',
        stolen ? 'border-destructive border-l-8 bg-destructive/5' : 'border-border',
      )}
    >
      <div className="grid min-w-0 gap-1.5">
        <p className="font-mono text-base font-semibold break-all">{bike.frameNumber}</p>
        <p className="font-medium">{name}</p>
        <StoreBikeStatusBadge status={bike.status} batteryStolen={bike.batteryStolen} />
        {stolen && bike.stolenDate ? (
          <p className="text-sm font-semibold text-destructive">
            {t('bikes.stolen_since', { date: formatDate(bike.stolenDate, language) })}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <Detail
          label={t('bikes.type')}
          value={bike.bikeType ? bikeTypeLabel(bike.bikeType, tc) : t('bikes.unknown')}
        />
        <Detail label={t('bikes.registered')} value={formatDate(bike.registeredAt, language)} />
        <Detail label={t('bikes.owner')} value={bike.ownerMasked ?? t('bikes.owner_store')} />
        <Detail label={t('bikes.staff_code')} value={bike.staffCodeLabel ?? t('bikes.unknown')} />
      </dl>
    </article>
  );
}
