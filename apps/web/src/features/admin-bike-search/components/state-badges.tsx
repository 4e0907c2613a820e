import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';

/** A bike's state for the admin: stolen, for sale, deleted (or plainly registered). */
export function StateBadges({
  stolen,
  forSale,
  deleted,
  batteryStolen = false,
}: {
  stolen: boolean;
  forSale: boolean;
  deleted: boolean;
  batteryStolen?: boolean;
}) {
  const { t } = useTranslation('admin_bike_search');
  const none = !stolen && !forSale && !deleted && !batteryStolen;
  return (
    <span className="flex flex-wrap gap-1">
      {deleted ? <Badge variant="outline">{t('state.deleted')}</Badge> : null}
      {stolen ? <Badge variant="destructive">{t('state.stolen')}</Badge> : null}
      {batteryStolen ? <Badge variant="destructive">{t('state.battery_stolen')}</Badge> : null}
      {forSale ? <Badge variant="accent">{t('state.for_sale')}</Badge> : null}
      {none ? <Badge variant="secondary">{t('state.normal')}</Badge> : null}
    </span>
  );
}
