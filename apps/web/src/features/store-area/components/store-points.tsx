import { Coins, ShoppingBag } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePointsBalance } from '@/lib/points-balance';
import { SettingsSection } from '@/components/ui/settings-section';

/** The store account's points balance and the way to /order to buy more. */
export function StorePointsSection() {
  const { t } = useTranslation('store_area');
  const balance = usePointsBalance();
  return (
    <SettingsSection
      id="store-points"
      title={t('settings.points_title')}
      description={t('settings.points_description')}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-2xl font-bold text-primary-deep" aria-live="polite">
          <Coins aria-hidden="true" className="size-6 text-accent" />
          {balance.data
            ? t('settings.points_balance', {
                count: balance.data.pointsBalance,
                formatted: formatNumber(balance.data.pointsBalance, currentLanguage()),
              })
            : t('settings.points_loading')}
        </p>
        <Button asChild>
          <Link to={paths.order.getHref()}>
            <ShoppingBag aria-hidden="true" />
            {t('settings.buy_points')}
          </Link>
        </Button>
      </div>
    </SettingsSection>
  );
}
