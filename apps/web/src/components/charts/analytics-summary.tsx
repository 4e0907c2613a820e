import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-cards';

/**
 * The loading and failed states of an analytics page's query (a spinner, or an error with a
 * retry); `active` false: the query is not asked for (an invalid range), so nothing is loading.
 */
export function AnalyticsStatus({
  query,
  texts,
  active = true,
}: {
  active?: boolean;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  texts: { loading: string; failed: string; retry: string };
}) {
  return (
    <>
      {active && query.isPending ? <Spinner label={texts.loading} /> : null}
      {query.isError ? (
        <ErrorState
          title={texts.failed}
          retryLabel={texts.retry}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : null}
    </>
  );
}

/** The totals above an analytics page's charts: a label and its formatted figure per tile. */
export function StatTiles({ items, columns }: { items: [label: string, value: string][]; columns: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${columns}`}>
      {items.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-primary-deep">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
