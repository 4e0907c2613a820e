import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { storeRequestStatuses, type StoreRequest } from '@ramkoll/shared/schemas/store-requests';
import { StatusListBody, StatusListPager, useStatusPages } from '@/components/admin/status-pages';
import { StatusTabs } from '@/components/ui/status-tabs';
import { STORE_REQUESTS_PAGE_SIZE, useStoreRequests } from '../api/get-store-requests';
import { ApproveForm } from './approve-form';
import { DecisionDialog } from './decision-dialog';
import { RejectForm } from './reject-form';
import { StoreRequestCard } from './store-request-card';

/**
 * /admin-store-requests: the applications by status (tabs with counts), newest first, paged;
 * each with its details and, while pending, approve and reject (decision 038).
 */
export function StoreRequestsView() {
  const { t } = useTranslation('admin_store_requests');
  const { query: requests, ...tabs } = useStatusPages('pending', STORE_REQUESTS_PAGE_SIZE, useStoreRequests);
  const [approving, setApproving] = useState<StoreRequest | null>(null);
  const [rejecting, setRejecting] = useState<StoreRequest | null>(null);
  const data = requests.data;

  return (
    <section aria-labelledby="store-requests-title" className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6">
        <h1
          id="store-requests-title"
          className="text-3xl font-bold tracking-tight text-primary-deep sm:text-4xl"
        >
          {t('title')}
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t('lead')}</p>
      </header>

      <StatusTabs
        idPrefix="store-requests"
        statuses={storeRequestStatuses}
        value={tabs.status}
        onChange={tabs.choose}
        label={t('tabs.label')}
        labelOf={(tab) => t(`tabs.${tab}`)}
        counts={data?.counts}
        className="mb-5"
      >
        <StatusListBody
          namespace="admin_store_requests"
          query={requests}
          items={data?.requests}
          empty={{ icon: Inbox, title: t(`empty.${tabs.status}_title`), text: t('empty.text') }}
        >
          {(request) => (
            <StoreRequestCard request={request} onApprove={setApproving} onReject={setRejecting} />
          )}
        </StatusListBody>
        <StatusListPager namespace="admin_store_requests" {...tabs.pager} />
      </StatusTabs>

      <DecisionDialog
        request={approving}
        form={ApproveForm}
        onOpenChange={(open) => !open && setApproving(null)}
      />
      <DecisionDialog
        request={rejecting}
        form={RejectForm}
        onOpenChange={(open) => !open && setRejecting(null)}
      />
    </section>
  );
}
