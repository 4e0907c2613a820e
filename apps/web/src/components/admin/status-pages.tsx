import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Pager } from '@/components/pager';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';

/**
 * The admin lists by status tab (business requests, store requests, the QR print queue): the tab
 * chosen, its page (back to the first on another tab) and the list's query for both.
 */
export function useStatusPages<S extends string, Q extends UseQueryResult<{ total: number }>>(
  initial: NoInfer<S>,
  pageSize: number,
  /** The list's query hook, keyed by status and page. */
  useList: (status: S, page: number) => Q,
  /** Also forget what belonged to the tab left (a selection). */
  onChoose?: () => void,
) {
  const [status, setStatus] = useState<S>(initial);
  const [page, setPage] = useState(1);
  const query = useList(status, page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / pageSize)) : 1;

  function choose(next: S) {
    setStatus(next);
    setPage(1);
    onChoose?.();
  }

  return { status, choose, query, pager: { page, pages, onPage: setPage } };
}

/** The namespaces whose `pagination` words the status lists' pager uses. */
type StatusListNamespace = 'admin_business_requests' | 'admin_store_requests' | 'admin_insights';

/** Previous / next under a status list, in its namespace's words; nothing on a single page. */
export function StatusListPager({
  namespace,
  page,
  pages,
  onPage,
}: {
  namespace: StatusListNamespace;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <Pager
      page={page}
      pages={pages}
      onPage={onPage}
      labels={{
        navigation: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        position: t('pagination.page', { page, pages }),
      }}
    />
  );
}

/**
 * What a status list shows inside its tab: a spinner while the first page loads, the error with a
 * retry when it could not (a failed refetch keeps the page shown), the tab's empty state, or the
 * items; the `loading`, `load_failed` and `retry` words come from the list's namespace.
 */
export function StatusListBody<T extends { id: string }>({
  namespace,
  query,
  items,
  empty,
  className = 'grid gap-4',
  children,
}: {
  namespace: StatusListNamespace;
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** The page's items; undefined until the first page has come. */
  items: readonly T[] | undefined;
  empty: { icon: LucideIcon; title: string; text: string };
  /** The list's classes. */
  className?: string;
  /** One item of the list. */
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      {query.isPending ? <Spinner label={t('loading')} /> : null}
      {query.isError && !items ? (
        <ErrorState
          title={t('load_failed')}
          retryLabel={t('retry')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {items && items.length === 0 ? <EmptyState {...empty} /> : null}
      {items && items.length > 0 ? (
        <ul className={className}>
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              {children(item)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
