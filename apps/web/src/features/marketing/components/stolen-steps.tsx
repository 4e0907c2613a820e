import { Phone, Siren } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { finderRewardPoints } from '@ramkoll/shared/rules/points';
import { buttonVariants } from '@/components/ui/button';
import { phoneNumbers, telHref } from '@/config/phone-numbers';

/** What to do after a theft, in order, with the police number one tap away. */
export function StolenSteps() {
  const { t } = useTranslation('why_bike_owners');
  const steps = [
    t('stolen.step_police', { number: phoneNumbers.police }),
    t('stolen.step_report'),
    t('stolen.step_recovered', { points: finderRewardPoints }),
  ];
  return (
    <section aria-labelledby="why-stolen-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 md:pb-20">
      <div className="grid gap-8 rounded-3xl bg-card p-6 shadow-card ring-1 ring-border sm:p-8 md:grid-cols-[1fr_1.4fr] md:p-10">
        <div>
          <span className="flex size-12 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
            <Siren aria-hidden="true" className="size-6" />
          </span>
          <h2
            id="why-stolen-title"
            className="mt-4 text-2xl font-bold tracking-tight text-primary-deep sm:text-3xl"
          >
            {t('stolen.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('stolen.lead')}</p>
          <a
            href={telHref(phoneNumbers.police)}
            className={buttonVariants({ variant: 'outline', className: 'mt-6 text-primary' })}
          >
            <Phone aria-hidden="true" />
            {t('stolen.call', { number: phoneNumbers.police })}
          </a>
        </div>
        <ol className="grid gap-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <p className="pt-1.5 leading-relaxed">{step}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
