import { pointCosts } from '@ramkoll/shared/rules/points';
import type { InventoryBike } from '@ramkoll/shared/schemas/store-registration';
import { Clock, Warehouse } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { bikeTypeLabel } from '@/lib/bike-types';
import { formatDate, formatSalePrice } from '@/lib/format';
import { useInventory } from '../api/inventory';
import { errorText } from '../utils/messages';
import { SellDialog } from './sell-dialog';

/** The store's stock with a way to sell each bike (none while a sale waits for its buyer). */
export function InventoryList() {
  const { t, i18n } = useTranslation('store_registration');
  const { t: tCommon } = useTranslation('common');
  const inventory = useInventory();
  const [selling, setSelling] = useState<InventoryBike | null>(null);
  const language = i18n.language === 'en' ? 'en' : 'sv';

  if (inventory.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('inventory.loading')} />
      </div>
    );
  }
  if (inventory.isError) {
    return (
      <ErrorState
        title={t('inventory.error')}
        text={errorText(inventory.error)}
        retryLabel={t('inventory.retry')}
        retrying={inventory.isFetching}
        onRetry={() => void inventory.refetch()}
      />
    );
  }
  const { bikes } = inventory.data;
  if (bikes.length === 0) {
    return (
      <EmptyState
        icon={Warehouse}
        title={t('inventory.empty_title')}
        text={t('inventory.empty_text', { cost: pointCosts.registerBike })}
      />
    );
  }
  return (
    <section aria-labelledby="inventory-list-title" className="grid gap-3">
      <h2 id="inventory-list-title" className="text-lg font-semibold">
        {t('inventory.list_title')}{' '}
        <span className="font-normal text-muted-foreground">
          ({t('inventory.count', { count: bikes.length })})
        </span>
      </h2>
      <ul className="grid gap-3">
        {bikes.map((bike) => {
          const label = [bike.brand, bike.model].filter(Boolean).join(' ');
          return (
            <li key={bike.id}>
              <Card className="grid gap-3 p-4 sm:flex sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-mono font-semibold break-all">{bike.frameNumber}</span>
                    {bike.stolen ? <Badge variant="destructive">{t('inventory.stolen')}</Badge> : null}
                  </p>
                  <p className="text-sm">
                    {[
                      label || t('inventory.no_details'),
                      bike.color,
                      bike.bikeType ? bikeTypeLabel(bike.bikeType, tCommon) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {[
                      t('inventory.added', { date: formatDate(bike.createdAt, language) }),
                      bike.purchasePrice === null
                        ? null
                        : t('inventory.price', { price: formatSalePrice(bike.purchasePrice, language) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {bike.pendingSale ? (
                    <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-primary-deep">
                      <Clock aria-hidden="true" className="size-4" />
                      {t('inventory.pending', {
                        name: bike.pendingSale.buyerName,
                        date: formatDate(bike.pendingSale.createdAt, language),
                      })}
                    </p>
                  ) : null}
                </div>
                {bike.pendingSale || bike.stolen ? null : (
                  <Button
                    variant="outline"
                    className="sm:shrink-0"
                    onClick={() => setSelling(bike)}
                    aria-label={`${t('inventory.sell')} ${bike.frameNumber}`}
                  >
                    {t('inventory.sell')}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <SellDialog bike={selling} onClose={() => setSelling(null)} />
    </section>
  );
}
