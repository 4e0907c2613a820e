import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/layouts/page-hero';
import { currentLanguage } from '@/lib/i18n';
import { formatDate } from '@/lib/format';

export interface LegalHeading {
  /** The section's anchor. */
  id: string;
  title: string;
}

interface LegalDocumentProps {
  id: string;
  eyebrow: string;
  icon: LucideIcon;
  title: string;
  lead: string;
  /** 'Senast uppdaterad {{date}}' in the document's namespace. */
  updatedLabel: (date: string) => string;
  /** YYYY-MM-DD. */
  updatedOn: string;
  contentsLabel: string;
  headings: LegalHeading[];
  children: ReactNode;
}

/** A policy page: hero with its date, a table of contents beside the text on wide screens. */
export function LegalDocument(props: LegalDocumentProps) {
  const { id, eyebrow, icon, title, lead, updatedLabel, updatedOn, contentsLabel, headings, children } =
    props;
  return (
    <>
      <PageHero id={id} eyebrow={eyebrow} icon={icon} title={title} lead={lead}>
        <p className="text-sm text-white/75">
          <time dateTime={updatedOn}>{updatedLabel(formatDate(updatedOn, currentLanguage()))}</time>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label={contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-bold tracking-[0.14em] text-muted-foreground uppercase">
            {contentsLabel}
          </p>
          <ol className="mt-3 grid gap-1 border-l border-border">
            {headings.map((heading) => (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-sm text-muted-foreground transition-colors hover:border-primary hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
                >
                  {heading.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-3xl">{children}</article>
      </div>
    </>
  );
}

interface LegalSectionProps {
  heading: LegalHeading;
  children: ReactNode;
}

/** One numbered part of a policy, reachable from the table of contents. */
export function LegalSection({ heading, children }: LegalSectionProps) {
  return (
    <section
      id={heading.id}
      aria-labelledby={`${heading.id}-title`}
      className="scroll-mt-24 border-t border-border py-8 first:border-t-0 first:pt-0"
    >
      <h2 id={`${heading.id}-title`} className="text-2xl font-bold tracking-tight text-primary-deep">
        {heading.title}
      </h2>
      <div className="mt-4 grid gap-4 leading-relaxed">{children}</div>
    </section>
  );
}

/** A bulleted list of texts, in the order given. */
export function LegalList({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-2 pl-5 marker:text-primary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
