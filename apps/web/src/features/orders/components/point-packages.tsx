import { useState } from 'react';
import { Coins, LogIn, RotateCw, TriangleAlert, UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { Payment, PointsPackageOffer } from '@ramkoll/shared/schemas/orders';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { leaveSite } from '@/lib/leave-site';
import { notify } from '@/lib/toast';
import { useCreatePayment } from '../api/buy-points';
import { usePointPackages } from '../api/get-point-packages';
import { formatMoney } from '@/lib/format';
import { currencyFor } from '../utils/money';
import { orderErrorText } from '../utils/order-error';
import { PromoCodeForm, type Discount } from './promo-code-form';
import { TestCheckoutDialog } from './test-checkout-dialog';

/**
 * Who is looking: customers buy (with promo codes), stores buy for their registrations (no promo
 * codes; docs/decisions/040), visitors are asked to log in, admin accounts cannot buy.
 */
export type PackagesAudience = 'customer' | 'store' | 'visitor' | 'staff';

const popularPackage: PointsPackageOffer['package'] = 'points_300';

/**
 * /order: the three points packages, priced in SEK (sv) or USD (en), and the provider's checkout:
 * the test provider's dialog, or Stripe's hosted page.
 */
export function PointPackages({ audience }: { audience: PackagesAudience }) {
  const { t } = useTranslation('order');
  const language = currentLanguage();
  const currency = currencyFor(language);
  const packages = usePointPackages();
  const create = useCreatePayment();
  const [checkout, setCheckout] = useState<Payment | null>(null);
  const [discount, setDiscount] = useState<Discount | null>(null);
  // Set while the browser leaves for the provider's hosted checkout.
  const [leaving, setLeaving] = useState<PointsPackageOffer['package'] | null>(null);

  async function buy(offer: PointsPackageOffer) {
    try {
      const created = await create.mutateAsync({
        package: offer.package,
        currency,
        ...(discount ? { promoCode: discount.code } : {}),
      });
      if (created.checkout.provider === 'stripe') {
        // Stripe Checkout: the points come from its webhook; /order?payment=… waits for them.
        setLeaving(offer.package);
        leaveSite.to(created.checkout.url);
        return;
      }
      setCheckout(created.payment);
    } catch (error) {
      notify.error(t('checkout.start_failed'), orderErrorText(error));
    }
  }

  return (
    <section aria-labelledby="packages-title" className="grid gap-4">
      <h2 id="packages-title" className="text-xl font-semibold">
        {t('packages.title')}
      </h2>
      {packages.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-3">
          <span className="sr-only">{t('packages.loading')}</span>
          {[0, 1, 2].map((key) => (
            <Card key={key} aria-hidden="true" className="h-44 animate-pulse bg-muted" />
          ))}
        </div>
      ) : null}
      {packages.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 p-6 text-center">
          <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
          <p>{t('packages.error')}</p>
          <Button variant="outline" onClick={() => void packages.refetch()} disabled={packages.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('history.retry')}
          </Button>
        </Card>
      ) : null}
      {packages.data ? (
        <ul className="grid gap-4 sm:grid-cols-3">
          {packages.data.map((offer) => {
            const listPrice = offer.prices[currency];
            // The server prices the payment the same way; this only shows it beforehand.
            const price = discount ? Math.round((listPrice * (100 - discount.percentOff)) / 100) : listPrice;
            const label = t('packages.points', { points: formatNumber(offer.points, language) });
            return (
              <li key={offer.package}>
                <Card className="flex h-full flex-col gap-3 p-5">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="flex items-center gap-2 text-lg font-semibold">
                      <Coins aria-hidden="true" className="size-5 text-accent" />
                      {label}
                    </h3>
                    {offer.package === popularPackage ? (
                      <Badge variant="accent">{t('packages.popular')}</Badge>
                    ) : null}
                  </div>
                  <p className="flex flex-wrap items-baseline gap-2">
                    <span className="text-3xl font-bold text-primary-deep tabular-nums">
                      {formatMoney(price, currency, language)}
                    </span>
                    {discount ? (
                      <s className="text-muted-foreground tabular-nums">
                        {formatMoney(listPrice, currency, language)}
                      </s>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {t('packages.per_point', {
                      price: formatMoney(Math.round(price / offer.points), currency, language),
                    })}
                  </p>
                  {audience === 'customer' || audience === 'store' ? (
                    <Button
                      className="mt-auto"
                      aria-label={`${t('packages.buy')} ${label}`}
                      onClick={() => void buy(offer)}
                      disabled={create.isPending || leaving !== null}
                    >
                      {leaving === offer.package
                        ? t('checkout.redirecting')
                        : create.isPending && create.variables.package === offer.package
                          ? t('packages.buying')
                          : t('packages.buy')}
                    </Button>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
      ) : null}
      {audience === 'customer' ? (
        <Card className="grid gap-3 p-5">
          {discount ? (
            <div role="status" className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">
                {t('promo.discount_active', { percent: discount.percentOff, code: discount.code })}
              </p>
              <Button variant="ghost" size="sm" onClick={() => setDiscount(null)}>
                {t('promo.remove')}
              </Button>
            </div>
          ) : (
            <PromoCodeForm onDiscount={setDiscount} />
          )}
        </Card>
      ) : null}
      {audience === 'visitor' ? <LoginToBuy /> : null}
      {audience === 'staff' ? (
        <p className="text-sm text-muted-foreground">{t('packages.customers_only')}</p>
      ) : null}
      <TestCheckoutDialog
        payment={checkout}
        onClose={() => setCheckout(null)}
        onPaid={() => setDiscount(null)}
      />
    </section>
  );
}

function LoginToBuy() {
  const { t } = useTranslation('order');
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="font-semibold">{t('packages.login_title')}</h3>
        <p className="text-sm text-muted-foreground">{t('packages.login_text')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.auth.getHref(paths.order.getHref())}>
            <LogIn aria-hidden="true" />
            {t('packages.login')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.register.getHref()}>
            <UserPlus aria-hidden="true" />
            {t('packages.register')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
