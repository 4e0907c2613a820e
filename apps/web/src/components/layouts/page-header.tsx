import type { ReactNode } from 'react';

/**
 * A work page's heading (the store and admin areas): its one h1, a lead, and actions on the right on
 * wide screens. A div, not a header: a page-level header reads as a second banner landmark.
 */
export function PageHeader({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <div className="grid gap-3 sm:flex sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-primary-deep sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{lead}</p>
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2 sm:shrink-0">{children}</div> : null}
    </div>
  );
}
