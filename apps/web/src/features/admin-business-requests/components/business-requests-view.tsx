import { Briefcase, Inbox } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { businessRequestStatuses } from '@ramkoll/shared/schemas/business-requests';
import { StatusListBody, StatusListPager, useStatusPages } from '@/components/admin/status-pages';
import { PageHeader } from '@/components/layouts/page-header';
import { StatusTabs } from '@/components/ui/status-tabs';
import { BUSINESS_REQUESTS_PAGE_SIZE, useBusinessRequests } from '../api/business-requests';
import { BusinessRequestCard } from './business-request-card';

/**
 * /admin-business-requests: companies' bulk requests from /partners by status (tabs with counts),
 * newest first, paged; each opens to its details, its notes and the status and note forms
 * (decision 044).
 */
export function BusinessRequestsView() {
  const { t } = useTranslation('admin_business_requests');
  const { query: requests, ...tabs } = useStatusPages(
    'new',
    BUSINESS_REQUESTS_PAGE_SIZE,
    useBusinessRequests,
  );
  const data = requests.data;

  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('title')} lead={t('lead')} />
      <StatusTabs
        idPrefix="business-requests"
        statuses={businessRequestStatuses}
        value={tabs.status}
        onChange={tabs.choose}
        label={t('tabs.label')}
        labelOf={(tab) => t(`tabs.${tab}`)}
        counts={data?.counts}
        className="grid-cols-2 sm:grid-cols-4"
      >
        <StatusListBody
          namespace="admin_business_requests"
          query={requests}
          items={data?.requests}
          empty={{
            icon: tabs.status === 'new' ? Inbox : Briefcase,
            title: t(`empty.${tabs.status}`),
            text: t('empty.text'),
          }}
        >
          {(request) => <BusinessRequestCard request={request} />}
        </StatusListBody>
        <StatusListPager namespace="admin_business_requests" {...tabs.pager} />
      </StatusTabs>
    </section>
  );
}
