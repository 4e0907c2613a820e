import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DetailRowProps {
  label: string;
  children: ReactNode;
  mono?: boolean;
  className?: string;
}

/** One label and value of a description list; the caller leaves it out when there is no value. */
export function DetailRow({ label, children, mono, className }: DetailRowProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-sm break-words', mono && 'font-mono')}>{children}</dd>
    </div>
  );
}
