import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PageHeroProps {
  /** The id the section is labelled by; the page's one h1. */
  id: string;
  eyebrow: string;
  icon: LucideIcon;
  title: string;
  lead: string;
  /** Buttons or a note under the lead. */
  children?: ReactNode;
}

/** The opening band of the public pages, in the visitor home's colours. */
export function PageHero({ id, eyebrow, icon: Icon, title, lead, children }: PageHeroProps) {
  return (
    <section aria-labelledby={id} className="relative overflow-hidden bg-primary-deep text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_70%_80%_at_90%_0%,rgb(26_127_163/0.5),transparent_60%),radial-gradient(ellipse_50%_60%_at_0%_100%,rgb(244_185_66/0.14),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-10 pb-12 sm:px-6 md:pt-16 md:pb-16">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white/90 ring-1 ring-white/20">
          <Icon aria-hidden="true" className="size-4 text-accent" />
          {eyebrow}
        </p>
        <h1
          id={id}
          className="mt-4 max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl"
        >
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/85">{lead}</p>
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}
