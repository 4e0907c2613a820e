import { Fingerprint, History, QrCode, ShieldCheck, Target, Ticket, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const benefits = [
  { key: 'security', icon: ShieldCheck },
  { key: 'one_time_fee', icon: Ticket },
  { key: 'bankid', icon: Fingerprint },
  { key: 'qr_sticker', icon: QrCode },
  { key: 'history', icon: History },
  { key: 'mission', icon: Target },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

/** The six benefit cards of the visitor home (spec section 2). */
export function BenefitGrid() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
      <div className="max-w-2xl">
        <h2
          id="benefits-title"
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
                <p className="leading-relaxed text-muted-foreground">{t(`benefits.${key}.text`)}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
