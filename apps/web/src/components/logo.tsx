import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/cn';

interface LogoMarkProps {
  className?: string;
}

/** The Ramkoll mark: a bicycle on a fjord-blue tile, the bottom bracket in saffron. */
export function LogoMark({ className }: LogoMarkProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn('size-9 shrink-0', className)}
    >
      <rect width="64" height="64" rx="14" className="fill-primary" />
      <g fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="18" cy="40" r="10" />
        <circle cx="46" cy="40" r="10" />
        <path d="M18 40 L29 40 L24 25 M29 40 L40 26 L24 26 M40 26 L46 40" />
        <path d="M21 22 H28 M38 21 L41 21 L40 26" />
      </g>
      <circle cx="29" cy="40" r="3.2" className="fill-accent" />
    </svg>
  );
}

interface LogoProps {
  className?: string;
  /** White wordmark for dark backgrounds. */
  inverted?: boolean;
}

export function Logo({ className, inverted = false }: LogoProps) {
  const { t } = useTranslation('common');
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn('text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-primary-deep')}
      >
        {t('app_name')}
      </span>
    </span>
  );
}
