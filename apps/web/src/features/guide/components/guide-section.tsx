import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { sectionAnchor, type GuideSection as Section } from './guide-sections';

interface GuideSectionProps {
  section: Section;
  /** Interpolation values shared by every step text (button names, point costs, numbers). */
  values: Record<string, string | number>;
  /** Extra content under the steps, e.g. the point costs. */
  children?: ReactNode;
}

/** One part of the guide: a heading on the side and its numbered steps. */
export function GuideSection({ section, values, children }: GuideSectionProps) {
  const { t } = useTranslation('how_to_use');
  const anchor = sectionAnchor(section.id);
  const Icon = section.icon;
  const steps = Object.entries(t(`sections.${section.id}.steps`, { ...values, returnObjects: true }));
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="grid scroll-mt-24 gap-6 border-t border-border py-12 first:border-t-0 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:gap-10 md:py-16"
    >
      <div className="md:sticky md:top-24 md:self-start">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2
          id={`${anchor}-title`}
          className="mt-4 text-2xl font-bold tracking-tight text-primary-deep sm:text-3xl"
        >
          {t(`sections.${section.id}.title`)}
        </h2>
        <p className="mt-2 text-muted-foreground">{t(`sections.${section.id}.lead`)}</p>
      </div>
      <div className="grid gap-6">
        <ol className="relative grid gap-4">
          {steps.map(([key, step], index) => (
            <li
              key={key}
              className="relative flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-card"
            >
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold leading-snug">{step.title}</h3>
                <p className="mt-1.5 leading-relaxed text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        {children}
      </div>
    </section>
  );
}
