import { History, Store } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import type { RecoveryReport } from '@ramkoll/shared/schemas/recovery';
import { BikeBadges } from '@/components/bikes/bike-badges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { bikeTypeLabel } from '@/lib/bike-types';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { bikeTitle } from '../utils/bike-display';
import { BikeActions } from './bike-actions';
import { BikePhoto } from './bike-photo';
import { RecoveryReports } from './recovery-reports';
import { StolenSummary } from './stolen-summary';
import { colourLabel } from '@/lib/colours';

function Detail({ label, value, mono }: { label: string; value: string | null; mono?: boolean }) {
  if (!value) return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono text-sm break-all' : 'text-sm break-words'}>{value}</dd>
    </div>
  );
}

/** One of my bikes: photo, flags, details and what I can do with it. */
export function BikeCard({
  bike,
  recoveryReports = [],
  onShowHistory,
}: {
  bike: MyBike;
  recoveryReports?: RecoveryReport[];
  /** Opens the bike's ownership history (the store block and purchase details of a store registration). */
  onShowHistory?: (bike: MyBike) => void;
}) {
  const { t } = useTranslation('my_bikes');
  const { t: tCommon } = useTranslation('common');
  const language = currentLanguage();
  const name = bikeTitle(bike);
  const brandModel = [bike.brand, bike.model].filter(Boolean).join(' ');
  const titleId = `bike-${bike.id}-title`;

  return (
    <Card
      aria-labelledby={titleId}
      role="article"
      className={`flex h-full flex-col gap-4 p-4 sm:p-5 ${bike.stolen ? 'border-destructive/40' : ''}`}
    >
      <div className="flex gap-4">
        <BikePhoto url={bike.photoUrl} name={name} />
        <div className="grid min-w-0 flex-1 content-start gap-2">
          <BikeBadges bike={bike} />
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg leading-snug font-semibold break-words">
              {name}
            </h2>
            {bike.bikeName && brandModel ? (
              <p className="text-sm text-muted-foreground break-words">{brandModel}</p>
            ) : null}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <Detail label={t('card.frame_number')} value={bike.frameNumber} mono />
            <Detail
              label={t('card.type')}
              value={bike.bikeType ? bikeTypeLabel(bike.bikeType, tCommon) : null}
            />
            <Detail label={t('card.color')} value={colourLabel(bike.color)} />
            <Detail label={t('card.city')} value={bike.city} />
            <Detail label={t('card.battery_serial')} value={bike.batterySerialNumber} mono />
          </dl>
        </div>
      </div>

      {bike.stolen ? <StolenSummary bike={bike} /> : null}
      {bike.stolen ? <RecoveryReports reports={recoveryReports} name={name} /> : null}

      <div className="grid gap-1 text-xs text-muted-foreground">
        {bike.registeredByStoreName ? (
          <p className="flex items-center gap-1.5">
            <Store aria-hidden="true" className="size-3.5" />
            {t('card.registered_by_store', { store: bike.registeredByStoreName })}
          </p>
        ) : null}
        <p>{t('card.registered_at', { date: formatDate(bike.createdAt, language) })}</p>
        {onShowHistory ? (
          <Button
            variant="link"
            size="sm"
            className="h-auto justify-self-start px-0 text-xs"
            onClick={() => onShowHistory(bike)}
            aria-label={t('card.history_for', { name })}
          >
            <History aria-hidden="true" className="size-3.5" />
            {t('card.history')}
          </Button>
        ) : null}
      </div>

      <BikeActions bike={bike} name={name} />
    </Card>
  );
}
