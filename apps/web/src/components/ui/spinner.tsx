import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** Announced to screen readers. */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A centered spinner for pages that are still loading, as tall as the window below the header: the
 * footer waits below the fold, so it does not jump when the page arrives (a layout shift).
 */
export function PageSpinner({ label }: SpinnerProps) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}

/** A spinner with its label shown beside it, e.g. 'Kvitto verifieras…'. */
export function LabelledSpinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
      <span>{label}</span>
    </span>
  );
}

/**
 * Stands in for a dialog whose code is still on its way (a lazily loaded one opened before it had
 * loaded): the page dimmed as behind the dialog, a spinner in the middle.
 */
export function OverlaySpinner({ label }: SpinnerProps) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-overlay backdrop-blur-[2px]">
      <Spinner label={label} className="rounded-full bg-card p-3 shadow-xl [&_svg]:size-8" />
    </div>
  );
}
