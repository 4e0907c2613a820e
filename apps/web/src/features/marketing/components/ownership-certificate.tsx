import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { LogoMark } from '@/components/logo';

/** A decorative sample of what a registration proves; hidden from assistive technology. */
export function OwnershipCertificate() {
  const { t } = useTranslation('home');
  const rows = [
    { label: t('certificate.frame_number_label'), value: t('certificate.frame_number_value'), mono: true },
    { label: t('certificate.owner_label'), value: t('certificate.owner_value'), mono: false },
    { label: t('certificate.since_label'), value: t('certificate.since_value'), mono: false },
  ];

  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm md:mr-0">
      <div className="absolute -inset-4 rotate-3 rounded-[2rem] bg-accent/25 blur-sm" />
      <div className="relative rotate-[-2deg] rounded-3xl bg-card p-6 text-foreground shadow-2xl ring-1 ring-black/5">
        <div className="flex items-center justify-between">
          <span className="text-xs font-bold tracking-[0.18em] text-muted-foreground uppercase">
            {t('certificate.label')}
          </span>
          <LogoMark className="size-8" />
        </div>
        <svg viewBox="0 0 240 110" className="my-5 h-24 w-full text-primary">
          <g fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="55" cy="72" r="32" />
            <circle cx="185" cy="72" r="32" />
            <path d="M55 72 L105 72 L88 26 M105 72 L158 30 L88 30 M158 30 L185 72" />
            <path d="M78 18 H100 M150 16 L162 16 L158 30" />
          </g>
          <circle cx="105" cy="72" r="7" className="fill-accent" />
        </svg>
        <dl className="grid gap-3">
          {rows.map((row) => (
            <div
              key={row.label}
              className="flex items-baseline justify-between gap-4 border-b border-border pb-2"
            >
              <dt className="text-sm text-muted-foreground">{row.label}</dt>
              <dd
                className={
                  row.mono ? 'font-mono text-sm font-semibold tracking-wider' : 'text-sm font-semibold'
                }
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">
          <ShieldCheck className="size-4" />
          {t('certificate.status')}
        </p>
      </div>
    </div>
  );
}
