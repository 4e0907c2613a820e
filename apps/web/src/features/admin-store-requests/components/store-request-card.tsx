import { Ban, Building2, Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOrganizationNumber } from '@ramkoll/shared/rules/organization-number';
import { POINTS_PER_PACKAGE_BIKE } from '@ramkoll/shared/rules/partnership-application';
import type { StoreRequest } from '@ramkoll/shared/schemas/store-requests';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

interface StoreRequestCardProps {
  request: StoreRequest;
  onApprove: (request: StoreRequest) => void;
  onReject: (request: StoreRequest) => void;
}

const statusVariant = { pending: 'accent', approved: 'success', rejected: 'destructive' } as const;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** One application: the summary, all its details behind a toggle, and the decision buttons. */
export function StoreRequestCard({ request, onApprove, onReject }: StoreRequestCardProps) {
  const { t } = useTranslation('admin_store_requests');
  const language = currentLanguage();
  const [open, setOpen] = useState(request.status === 'pending');
  const detailsId = `store-request-${request.id}`;
  const titleId = `${detailsId}-title`;
  const place = [request.postalCode, request.city].filter(Boolean).join(' ');

  return (
    <Card className="grid gap-3 p-4 sm:p-5" aria-labelledby={titleId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <Building2 aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span className="min-w-0 break-words">{request.companyName}</span>
          </h3>
          <p className="text-sm text-muted-foreground">
            {formatOrganizationNumber(request.organizationNumber)}
            {request.city ? ` · ${request.city}` : ''}
            {' · '}
            {t('details.bike_count_value', {
              count: request.bikeCount,
              points: request.bikeCount * POINTS_PER_PACKAGE_BIKE,
            })}
          </p>
        </div>
        <Badge variant={statusVariant[request.status]}>{t(`status.${request.status}`)}</Badge>
      </div>

      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start px-2"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((current) => !current)}
      >
        <ChevronDown
          aria-hidden="true"
          className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
        />
        {open ? t('details.hide') : t('details.show')}
      </Button>

      <dl id={detailsId} hidden={!open} className="grid gap-3 text-sm sm:grid-cols-2">
        <Detail label={t('details.address')}>
          {[request.storeAddress, place].filter(Boolean).join(', ')}
        </Detail>
        <Detail label={t('details.contact_person')}>{request.contactPerson}</Detail>
        <Detail label={t('details.contact_email')}>
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={`mailto:${request.contactEmail}`}
          >
            {request.contactEmail}
          </a>
        </Detail>
        <Detail label={t('details.contact_phone')}>
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={`tel:${request.contactPhone.replace(/[^\d+]/g, '')}`}
          >
            {request.contactPhone}
          </a>
        </Detail>
        <Detail label={t('details.language')}>{t(`details.languages.${request.language}`)}</Detail>
        <Detail label={t('details.received')}>{formatDateTime(request.createdAt, language)}</Detail>
        <div className="sm:col-span-2">
          <Detail label={t('details.additional_info')}>
            <span className="whitespace-pre-line">
              {request.additionalInfo ?? t('details.no_additional_info')}
            </span>
          </Detail>
        </div>
        {request.reviewedAt ? (
          <Detail label={t('details.reviewed')}>{formatDateTime(request.reviewedAt, language)}</Detail>
        ) : null}
        {request.reviewedBy ? (
          <Detail label={t('details.reviewed_by')}>{request.reviewedBy.email}</Detail>
        ) : null}
        {request.store ? (
          <Detail label={t('details.store')}>
            {request.store.locationId
              ? `${request.store.name} (${request.store.locationId})`
              : request.store.name}
          </Detail>
        ) : null}
        {request.rejectionReason ? (
          <div className="sm:col-span-2">
            <Detail label={t('details.rejection_reason')}>{request.rejectionReason}</Detail>
          </div>
        ) : null}
      </dl>

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
    </Card>
  );
}
