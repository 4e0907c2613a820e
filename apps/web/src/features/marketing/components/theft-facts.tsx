import { useTranslation } from '@/lib/use-translation';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { currentLanguage } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';

/** Bike thefts reported to the Swedish police in a year: about 70,000 (BRÅ's crime statistics). */
export const reportedBikeTheftsPerYear = 70_000;

/** Three facts under the hero: how many thefts, why the frame number matters, what it costs. */
export function TheftFacts() {
  const { t } = useTranslation(['why_bike_owners', 'points']);
  const language = currentLanguage();
  // Rounded to tens: "about 190 a day" reads as the estimate it is.
  const perDay = Math.round(reportedBikeTheftsPerYear / 365 / 10) * 10;
  const facts = [
    {
      key: 'thefts',
      value: formatNumber(reportedBikeTheftsPerYear, language),
      text: t('facts.thefts_text', { perDay: formatNumber(perDay, language) }),
    },
    { key: 'frame', value: t('facts.frame_value'), text: t('facts.frame_text') },
    {
      key: 'fee',
      value: t('points:cost', { count: pointCosts.registerBike }),
      text: t('facts.fee_text'),
    },
  ];

  return (
    <section aria-label={t('facts.label')} className="mx-auto max-w-6xl px-4 sm:px-6">
      <ul className="relative z-10 -mt-6 grid gap-3 sm:grid-cols-3 md:-mt-8 lg:gap-5">
        {facts.map((fact) => (
          <li key={fact.key} className="rounded-2xl border border-border bg-card p-5 shadow-card sm:p-6">
            <p className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{fact.value}</p>
            <p className="mt-2 leading-relaxed text-muted-foreground">{fact.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
