import type { KeyboardEvent, ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

interface StatusTabsProps<S extends string> {
  /** Names the tab and panel ids: `<idPrefix>-tab-<status>` and `<idPrefix>-panel`. */
  idPrefix: string;
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  /** The tab list's accessible name. */
  label: string;
  labelOf: (status: S) => string;
  /** Each status's count, shown as a badge once known. */
  counts?: Record<S, number>;
  /** Columns and spacing of the tab list, which differ by page. */
  className?: string;
  /** Smaller text on a phone, for long tab names beside a side column. */
  compact?: boolean;
  /** The panel: what the chosen status lists. */
  children: ReactNode;
}

/**
 * A list's statuses as tabs with counts, and the panel they control (the admin request and print
 * queues). Arrow keys move to the previous or next status and wrap around; only the chosen tab is
 * in the tab order.
 */
export function StatusTabs<S extends string>({
  idPrefix,
  statuses,
  value,
  onChange,
  label,
  labelOf,
  counts,
  className,
  compact = false,
  children,
}: StatusTabsProps<S>) {
  const tabId = (status: S) => `${idPrefix}-tab-${status}`;
  const panelId = `${idPrefix}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const count = statuses.length;
    const next = statuses[(statuses.indexOf(value) + step + count) % count];
    if (next === undefined) return;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className={cn('grid grid-cols-3 gap-1 rounded-xl bg-muted p-1', className)}
      >
        {statuses.map((status) => {
          const selected = status === value;
          return (
            <button
              key={status}
              id={tabId(status)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(status)}
              onKeyDown={onKeyDown}
              className={cn(
                'flex min-w-0 items-center justify-center rounded-lg py-2 font-semibold whitespace-nowrap focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none sm:gap-2 sm:px-3',
                compact ? 'gap-1 px-1 text-xs sm:text-sm' : 'gap-1.5 px-1.5 text-sm',
                selected
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {labelOf(status)}
              {counts ? <Badge variant={selected ? 'default' : 'outline'}>{counts[status]}</Badge> : null}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} className="grid gap-4">
        {children}
      </div>
    </>
  );
}
