import { Coins } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { PageHero } from '@/components/layouts/page-hero';
import { Spinner } from '@/components/ui/spinner';
import { useSessionUser } from '@/features/auth/api/get-session';
import { CheckoutReturn } from '@/features/orders/components/checkout-return';
import { OrderHistory } from '@/features/orders/components/order-history';
import { PointPackages } from '@/features/orders/components/point-packages';
import { QrStickerOrder } from '@/features/orders/components/qr-sticker-order';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePointsBalance } from '@/lib/points-balance';
import { useDocumentTitle } from '@/lib/use-document-title';

function CustomerBalance() {
  const { t } = useTranslation('order');
  const balance = usePointsBalance();
  if (!balance.data) return null;
  return (
    <p className="inline-flex rounded-full bg-white/15 px-4 py-1.5 font-semibold tabular-nums">
      {t('balance', { points: formatNumber(balance.data.pointsBalance, currentLanguage()) })}
    </p>
  );
}

/**
 * /order (public; spec section 2 'Köp poäng'): everyone sees the packages; customers buy through
 * the provider's checkout (and come back here from Stripe's, decision 090), order QR stickers for their bikes and see their orders; a store buys points
 * and sees its payments; visitors are asked to log in.
 */
export function OrderPage() {
  const { t } = useTranslation(['order', 'pages', 'common']);
  const { user, isPending } = useSessionUser();
  useDocumentTitle(t('pages:titles.order'));
  const customer = user?.role === 'customer';
  const store = user?.role === 'store';
  return (
    <>
      <PageHero
        id="order-title"
        eyebrow={t('eyebrow')}
        icon={Coins}
        title={t('pages:titles.order')}
        lead={t('lead')}
      >
        {customer || store ? <CustomerBalance /> : null}
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 md:py-14">
        {isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label={t('common:loading')} className="[&_svg]:size-8" />
          </div>
        ) : (
          <>
            {customer || store ? <CheckoutReturn /> : null}
            <PointPackages audience={customer ? 'customer' : store ? 'store' : user ? 'staff' : 'visitor'} />
            {customer ? (
              <>
                <QrStickerOrder />
                <OrderHistory />
              </>
            ) : store ? (
              <OrderHistory />
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
