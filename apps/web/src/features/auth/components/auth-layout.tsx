import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  /** Where the back link goes. */
  backTo: string;
  children: ReactNode;
  className?: string;
}

/** The frame of the sign-in and registration pages: back link, heading, lead and a card. */
export function AuthLayout({ title, lead, backTo, children, className }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <section className={cn('mx-auto w-full max-w-md px-4 pt-6 pb-12 sm:pt-10', className)}>
      <Link
        to={backTo}
        className="mb-6 inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight text-primary-deep text-balance">{title}</h1>
      {lead ? <p className="mt-2 text-muted-foreground text-pretty">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
