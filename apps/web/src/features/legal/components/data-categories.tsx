import { useTranslation } from '@/lib/use-translation';

const labels = ['what', 'why', 'basis', 'retention'] as const;

/** One card per kind of personal data: what it is, why, on what legal basis and for how long. */
export function DataCategories() {
  const { t } = useTranslation('privacy');
  const categories = Object.entries(t('sections.data.categories', { returnObjects: true }));
  return (
    <ul className="grid gap-4">
      {categories.map(([key, category]) => (
        <li key={key} className="rounded-2xl border border-border bg-card p-5 shadow-card sm:p-6">
          <h3 className="text-lg font-semibold">{category.title}</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
            {labels.map((label) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-muted-foreground">{t(`sections.data.labels.${label}`)}</dt>
                <dd className="mb-2 leading-relaxed sm:mb-0">{category[label]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
