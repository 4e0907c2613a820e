import { BatteryWarning, PackageCheck, ShieldAlert, Tag, UserCheck } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { StoreBikeStatus } from '@ramkoll/shared/schemas/store-area';
import { Badge } from '@/components/ui/badge';

const icons = { stolen: ShieldAlert, for_sale: Tag, in_stock: PackageCheck, with_customer: UserCheck };
const variants = {
  stolen: 'destructive',
  for_sale: 'accent',
  in_stock: 'secondary',
  with_customer: 'outline',
} as const;

/** A bike's standing for the store; a stolen bike's badge is the loud one. */
export function StoreBikeStatusBadge({
  status,
  batteryStolen,
}: {
  status: StoreBikeStatus;
  batteryStolen: boolean;
}) {
  const { t } = useTranslation('store_area');
  const Icon = icons[status];
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant={variants[status]}>
        <Icon aria-hidden="true" />
        {t(`status.${status}`)}
      </Badge>
      {batteryStolen ? (
        <Badge variant="outline" className="border-destructive/50 bg-destructive/10 text-destructive">
          <BatteryWarning aria-hidden="true" />
          {t('status.battery_stolen')}
        </Badge>
      ) : null}
    </div>
  );
}
