import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  danger: 'bg-destructive/10 text-destructive',
  safe: 'bg-success-soft text-success',
  sale: 'bg-accent-soft text-accent-foreground',
  neutral: 'bg-primary-soft text-primary',
} as const;

/**
 * The icon tile at the top of a bike dialog: red for theft and deletion, green for recovery,
 * the sale colour for selling, blue for a change of owner.
 */
export function DialogIcon({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      className={cn('mb-2 flex size-11 items-center justify-center rounded-xl [&_svg]:size-5', tones[tone])}
    >
      {children}
    </div>
  );
}
