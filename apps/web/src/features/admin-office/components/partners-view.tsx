import { Ban, Coins, Pencil, RotateCcw, Search, Store } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatOrganizationNumber } from '@ramkoll/shared/rules/organization-number';
import type { AdminPartner } from '@ramkoll/shared/schemas/admin-partners';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { formatDateTime, formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { PARTNERS_PAGE_SIZE, usePartners } from '../api/partners';
import { Pager } from './pager';
import { EditPartnerForm, PartnerActionForm } from './partner-forms';

type Action = { partner: AdminPartner; kind: 'edit' | 'suspend' | 'reactivate' | 'points' };

/** /admin-partners: the certified stores; edit, suspend or reactivate, adjust points, staff codes' activity. */
export function PartnersView() {
  const { t } = useTranslation('admin_office');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const partners = usePartners(q, page);
  const data = partners.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PARTNERS_PAGE_SIZE)) : 1;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  }

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('partners.title')} lead={t('partners.lead')} />
      <form role="search" onSubmit={search} className="flex gap-2">
        <Input
          aria-label={t('partners.search_label')}
          placeholder={t('partners.search_placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="max-w-md"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {t('partners.search')}
        </Button>
      </form>
      {partners.isPending ? <Spinner label={t('partners.loading')} /> : null}
      {partners.isError && !data ? (
        <ErrorState
          title={t('partners.load_failed')}
          retryLabel={t('dashboard.retry')}
          retrying={partners.isFetching}
          onRetry={() => void partners.refetch()}
        />
      ) : null}
      {data && data.partners.length === 0 ? (
        <EmptyState icon={Store} title={t('partners.empty_title')} text={t('partners.empty_text')} />
      ) : null}
      {data && data.partners.length > 0 ? (
        <ul className="grid gap-4">
          {data.partners.map((partner) => (
            <li key={partner.id} className="min-w-0">
              <PartnerCard partner={partner} onAction={(kind) => setAction({ partner, kind })} />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
      <Dialog open={action !== null} onOpenChange={(open) => !open && setAction(null)}>
        <DialogContent closeLabel={t('id_reviews.close')} className="max-w-lg">
          {action?.kind === 'edit' ? (
            <EditPartnerForm
              key={action.partner.id}
              partner={action.partner}
              onDone={() => setAction(null)}
            />
          ) : action ? (
            <PartnerActionForm
              key={`${action.partner.id}-${action.kind}`}
              partner={action.partner}
              kind={action.kind}
              onDone={() => setAction(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function PartnerCard({
  partner,
  onAction,
}: {
  partner: AdminPartner;
  onAction: (kind: Action['kind']) => void;
}) {
  const { t } = useTranslation('admin_office');
  const language = currentLanguage();
  const place = [partner.address, [partner.postalCode, partner.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{partner.name}</h2>
          <p className="text-sm text-muted-foreground">
            {[partner.chain, formatOrganizationNumber(partner.organizationNumber)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {partner.suspendedAt ? (
          <Badge variant="destructive">
            {t('partners.suspended_since', { date: formatDateTime(partner.suspendedAt, language) })}
          </Badge>
        ) : (
          <Badge variant="success">{t('partners.active')}</Badge>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{t('partners.fields.address')}</dt>
          <dd className="break-words">{place || '–'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('partners.fields.phone')}</dt>
          <dd>{partner.phone ?? '–'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('partners.account')}</dt>
          <dd className="break-all">{partner.accountEmail ?? '–'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('partners.balance')}</dt>
          <dd className="font-semibold tabular-nums">{formatNumber(partner.pointsBalance, language)}</dd>
        </div>
      </dl>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-sm">
          <caption className="px-3 pt-2 text-left font-medium">{t('partners.staff_codes')}</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('partners.code_label')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('partners.code_status')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('partners.code_last_used')}
              </th>
            </tr>
          </thead>
          <tbody>
            {partner.staffCodes.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-3 py-2 text-muted-foreground">
                  {t('partners.no_codes')}
                </td>
              </tr>
            ) : (
              partner.staffCodes.map((code) => (
                <tr key={code.id} className="border-b border-border last:border-0">
                  <td className="px-3 py-2">{code.label ?? t('partners.no_label')}</td>
                  <td className="px-3 py-2">
                    {code.active ? t('partners.code_active') : t('partners.code_inactive')}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {code.lastUsedAt ? formatDateTime(code.lastUsedAt, language) : t('partners.never_used')}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onAction('edit')}>
          <Pencil aria-hidden="true" />
          {t('partners.edit')}
        </Button>
        <Button variant="outline" onClick={() => onAction('points')}>
          <Coins aria-hidden="true" />
          {t('partners.points')}
        </Button>
        {partner.suspendedAt ? (
          <Button variant="outline" onClick={() => onAction('reactivate')}>
            <RotateCcw aria-hidden="true" />
            {t('partners.reactivate')}
          </Button>
        ) : (
          <Button variant="destructive" onClick={() => onAction('suspend')}>
            <Ban aria-hidden="true" />
            {t('partners.suspend')}
          </Button>
        )}
      </div>
    </Card>
  );
}
