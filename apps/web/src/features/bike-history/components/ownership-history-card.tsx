import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { BikeHistoryResponse } from '@ramkoll/shared/schemas/history';
import { Card } from '@/components/ui/card';
import { visibleEntries, type OwnerFilter } from '../utils/history-display';
import { OwnerFilterToggle } from './owner-filter-toggle';
import { OwnershipEntry } from './ownership-entry';

export interface OwnershipHistoryCardProps {
  history: BikeHistoryResponse;
  /** Inside a dialog whose title already names the history: no card frame and no heading of its own. */
  embedded?: boolean;
}

/**
 * The ownership history card (spec section 2): title, total owner count, the owners in date
 * order and a toggle between all owners and only the current one.
 */
export function OwnershipHistoryCard({ history, embedded = false }: OwnershipHistoryCardProps) {
  const { t } = useTranslation('bike_history');
  const titleId = useId();
  const [filter, setFilter] = useState<OwnerFilter>('all');
  const { entries } = history;
  const shown = visibleEntries(entries, filter);

  const content = (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 items-center gap-2">
          {embedded ? null : (
            <>
              <History aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <h2 id={titleId} className="text-lg leading-snug font-semibold">
                {t('title')}
              </h2>
            </>
          )}
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
            {t('owner_count', { count: history.ownerCount })}
          </span>
        </div>
        {entries.length > 1 ? <OwnerFilterToggle value={filter} onChange={setFilter} /> : null}
      </div>

      {entries.length === 0 ? (
        <p className="flex flex-col items-center gap-2 rounded-xl bg-muted px-4 py-8 text-center text-sm text-muted-foreground">
          <History aria-hidden="true" className="size-8" />
          {t('empty')}
        </p>
      ) : (
        <ol aria-label={t('entry.list_label')} className="grid gap-3">
          {shown.map((entry, index) => (
            // The list never reorders; two events may share an instant, so the index tells them apart.
            <OwnershipEntry key={`${entry.startDate}-${index}`} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );

  if (embedded) return content;
  return (
    <Card role="region" aria-labelledby={titleId} className="p-4 sm:p-6">
      {content}
    </Card>
  );
}
