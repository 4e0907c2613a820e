import { useTranslation } from '@/lib/use-translation';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

type StolenFields = Pick<MyBike, 'stolenDate' | 'stolenLocationDetails' | 'policeReportNumber'>;

/** When and where a stolen bike was taken, as the owner reported it. */
export function StolenSummary({ bike }: { bike: StolenFields }) {
  const { t } = useTranslation('my_bikes');
  const language = currentLanguage();
  return (
    <div className="grid gap-0.5 rounded-xl border border-destructive/30 bg-destructive/10 px-3.5 py-2.5 text-sm">
      {bike.stolenDate ? (
        <p className="font-semibold text-destructive">
          {t('card.stolen_since', { date: formatDate(bike.stolenDate, language) })}
        </p>
      ) : null}
      {bike.stolenLocationDetails ? (
        <p className="break-words">{t('card.stolen_place', { place: bike.stolenLocationDetails })}</p>
      ) : null}
      {bike.policeReportNumber ? (
        <p className="break-words">{t('card.police_report', { number: bike.policeReportNumber })}</p>
      ) : null}
    </div>
  );
}
