import { Hash, History, QrCode, ReceiptText, ShieldAlert, Ticket, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const benefits = [
  { key: 'receipt', icon: ReceiptText },
  { key: 'frame_number', icon: Hash },
  { key: 'qr_sticker', icon: QrCode },
  { key: 'history', icon: History },
  { key: 'stolen', icon: ShieldAlert },
  { key: 'fee', icon: Ticket },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

/** What a registration gives the owner, one card per promise the product keeps. */
export function WhyBenefits() {
  const { t } = useTranslation(['why_bike_owners', 'nav']);
  const values = {
    points: pointCosts.registerBike,
    myBikes: t('nav:menu.my_bikes'),
  };
  return (
    <section aria-labelledby="why-benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <div className="max-w-2xl">
        <h2
          id="why-benefits-title"
          className="text-3xl font-bold tracking-tight text-primary-deep text-balance sm:text-4xl"
        >
          {t('benefits.title')}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{t('benefits.lead')}</p>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {benefits.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="h-full transition-shadow hover:shadow-lg">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <CardTitle>{t(`benefits.${key}.title`)}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="leading-relaxed text-muted-foreground">
                  {t(`benefits.${key}.text`, {
                    ...values,
                    points: key === 'qr_sticker' ? pointCosts.qrCodePerCode : values.points,
                  })}
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
