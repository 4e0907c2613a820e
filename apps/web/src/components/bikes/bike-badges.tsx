import { BatteryWarning, ShieldAlert, Tag } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';

/** The listing flags of spec section 2: STULEN, a stolen battery on its own, TILL SALU. */
interface BikeFlags {
  stolen: boolean;
  batteryStolen: boolean;
  forSale: boolean;
}

export function BikeBadges({ bike }: { bike: BikeFlags }) {
  const { t } = useTranslation('common');
  if (!bike.stolen && !bike.batteryStolen && !bike.forSale) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {bike.stolen ? (
        <Badge variant="destructive">
          <ShieldAlert aria-hidden="true" />
          {t('bike_flags.stolen')}
        </Badge>
      ) : null}
      {bike.batteryStolen ? (
        <Badge variant="outline" className="border-destructive/50 bg-destructive/10 text-destructive">
          <BatteryWarning aria-hidden="true" />
          {t('bike_flags.battery_stolen')}
        </Badge>
      ) : null}
      {bike.forSale ? (
        <Badge variant="accent">
          <Tag aria-hidden="true" />
          {t('bike_flags.for_sale')}
        </Badge>
      ) : null}
    </div>
  );
}
