import { Briefcase, Inbox } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessRequestStatuses,
  type BusinessRequestStatus,
} from '@ramkoll/shared/schemas/business-requests';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { cn } from '@/lib/cn';
import { BUSINESS_REQUESTS_PAGE_SIZE, useBusinessRequests } from '../api/business-requests';
import { BusinessRequestCard } from './business-request-card';

/**
 * /admin-business-requests: companies' bulk requests from /partners by status (tabs with counts),
 * newest first, paged; each opens to its details, its notes and the status and note forms
 * (decision 044).
 */
export function BusinessRequestsView() {
  const { t } = useTranslation('admin_business_requests');
  const [status, setStatus] = useState<BusinessRequestStatus>('new');
  const [page, setPage] = useState(1);
  const requests = useBusinessRequests(status, page);
  const data = requests.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / BUSINESS_REQUESTS_PAGE_SIZE)) : 1;

  function choose(next: BusinessRequestStatus) {
    setStatus(next);
    setPage(1);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = businessRequestStatuses.indexOf(status);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const count = businessRequestStatuses.length;
    const next = businessRequestStatuses[(index + step + count) % count];
    if (!next) return;
    choose(next);
    document.getElementById(`business-requests-tab-${next}`)?.focus();
  }

  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('title')} lead={t('lead')} />
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1 sm:grid-cols-4"
      >
        {businessRequestStatuses.map((tab) => {
          const selected = tab === status;
          return (
            <button
              key={tab}
              id={`business-requests-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls="business-requests-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab)}
              onKeyDown={onTabKey}
              className={cn(
                'flex min-w-0 items-center justify-center gap-1.5 rounded-lg px-1.5 py-2 text-sm font-semibold whitespace-nowrap focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none sm:gap-2 sm:px-3',
                selected
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t(`tabs.${tab}`)}
              {data ? <Badge variant={selected ? 'default' : 'outline'}>{data.counts[tab]}</Badge> : null}
            </button>
          );
        })}
      </div>

      <div
        id="business-requests-panel"
        role="tabpanel"
        aria-labelledby={`business-requests-tab-${status}`}
        className="grid gap-4"
      >
        {requests.isPending ? <Spinner label={t('loading')} /> : null}
        {requests.isError && !data ? (
          <ErrorState
            title={t('load_failed')}
            retryLabel={t('retry')}
            retrying={requests.isFetching}
            onRetry={() => void requests.refetch()}
          />
        ) : null}
        {data && data.requests.length === 0 ? (
          <EmptyState
            icon={status === 'new' ? Inbox : Briefcase}
            title={t(`empty.${status}`)}
            text={t('empty.text')}
          />
        ) : null}
        {data && data.requests.length > 0 ? (
          <ul className="grid gap-4">
            {data.requests.map((request) => (
              <li key={request.id} className="min-w-0">
                <BusinessRequestCard request={request} />
              </li>
            ))}
          </ul>
        ) : null}
        {data && pages > 1 ? (
          <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-2">
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
              {t('pagination.previous')}
            </Button>
            <span className="text-sm text-muted-foreground">{t('pagination.page', { page, pages })}</span>
            <Button
              variant="outline"
              disabled={page >= pages}
              onClick={() => setPage((current) => current + 1)}
            >
              {t('pagination.next')}
            </Button>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
