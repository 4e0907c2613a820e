import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The icon tile at the top of a bike dialog: red for theft and deletion, green for recovery. */
export function DialogIcon({ tone, children }: { tone: 'danger' | 'safe'; children: ReactNode }) {
  return (
    <div
      className={cn(
        'mb-2 flex size-11 items-center justify-center rounded-xl [&_svg]:size-5',
        tone === 'danger' ? 'bg-destructive/10 text-destructive' : 'bg-success-soft text-success',
      )}
    >
      {children}
    </div>
  );
}
