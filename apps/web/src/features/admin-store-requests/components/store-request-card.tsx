import { Ban, Check } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { formatOrganizationNumber } from '@ramkoll/shared/rules/organization-number';
import { POINTS_PER_PACKAGE_BIKE } from '@ramkoll/shared/rules/partnership-application';
import type { StoreRequest } from '@ramkoll/shared/schemas/store-requests';
import { RequestCard, RequestContactDetails, RequestDetail } from '@/components/admin/request-card';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

interface StoreRequestCardProps {
  request: StoreRequest;
  onApprove: (request: StoreRequest) => void;
  onReject: (request: StoreRequest) => void;
}

const statusVariant = { pending: 'accent', approved: 'success', rejected: 'destructive' } as const;

/** One application: the summary, all its details behind a toggle, and the decision buttons. */
export function StoreRequestCard({ request, onApprove, onReject }: StoreRequestCardProps) {
  const { t } = useTranslation('admin_store_requests');
  const language = currentLanguage();
  const place = [request.postalCode, request.city].filter(Boolean).join(' ');

  return (
    <RequestCard
      detailsId={`store-request-${request.id}`}
      companyName={request.companyName}
      summary={
        <p className="text-sm text-muted-foreground">
          {formatOrganizationNumber(request.organizationNumber)}
          {request.city ? ` · ${request.city}` : ''}
          {' · '}
          {t('details.bike_count_value', {
            count: request.bikeCount,
            points: request.bikeCount * POINTS_PER_PACKAGE_BIKE,
          })}
        </p>
      }
      status={{ label: t(`status.${request.status}`), variant: statusVariant[request.status] }}
      toggleLabels={{ show: t('details.show'), hide: t('details.hide') }}
      // Pending ones open, to be decided on.
      defaultOpen={request.status === 'pending'}
      details={
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <RequestDetail label={t('details.address')}>
            {[request.storeAddress, place].filter(Boolean).join(', ')}
          </RequestDetail>
          <RequestContactDetails
            contact={request}
            label={(detail) => t(`details.${detail}`)}
            linkClassName="text-primary underline-offset-4 hover:underline"
          />
          <RequestDetail label={t('details.language')}>
            {t(`details.languages.${request.language}`)}
          </RequestDetail>
          <RequestDetail label={t('details.received')}>
            {formatDateTime(request.createdAt, language)}
          </RequestDetail>
          <div className="sm:col-span-2">
            <RequestDetail label={t('details.additional_info')}>
              <span className="whitespace-pre-line">
                {request.additionalInfo ?? t('details.no_additional_info')}
              </span>
            </RequestDetail>
          </div>
          {request.reviewedAt ? (
            <RequestDetail label={t('details.reviewed')}>
              {formatDateTime(request.reviewedAt, language)}
            </RequestDetail>
          ) : null}
          {request.reviewedBy ? (
            <RequestDetail label={t('details.reviewed_by')}>{request.reviewedBy.email}</RequestDetail>
          ) : null}
          {request.store ? (
            <RequestDetail label={t('details.store')}>
              {request.store.locationId
                ? `${request.store.name} (${request.store.locationId})`
                : request.store.name}
            </RequestDetail>
          ) : null}
          {request.rejectionReason ? (
            <div className="sm:col-span-2">
              <RequestDetail label={t('details.rejection_reason')}>{request.rejectionReason}</RequestDetail>
            </div>
          ) : null}
        </dl>
      }
    >
      {request.status === 'pending' ? (
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          <Button type="button" onClick={() => onApprove(request)}>
            <Check aria-hidden="true" />
            {t('approve.button')}
          </Button>
          <Button type="button" variant="outline" onClick={() => onReject(request)}>
            <Ban aria-hidden="true" />
            {t('reject.button')}
          </Button>
        </div>
      ) : null}
    </RequestCard>
  );
}
