import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { adminAuditActions } from '@ramkoll/shared/schemas/audit-log';
import { ActionsTable } from '@/components/admin/actions-table';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { useAuditLog, type AuditLogFilters } from '../api/get-audit-log';

const noFilters: AuditLogFilters = { action: '', adminId: '', from: '', to: '' };

/**
 * The admin audit log (decision 044): every admin's actions newest first, filtered by action, by
 * admin and by Swedish days; older pages load below by keyset ('Show older').
 */
export function AuditLogView() {
  const { t } = useTranslation(['admin_audit', 'admin_office']);
  const [filters, setFilters] = useState<AuditLogFilters>(noFilters);
  const rangeWrong = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const log = useAuditLog(rangeWrong ? { ...filters, to: '' } : filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const admins = log.data?.pages[0]?.admins ?? [];

  const set = (key: keyof AuditLogFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <Card className="p-4">
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_auto_auto_auto] lg:items-end">
          <legend className="sr-only">{t('filters.label')}</legend>
          <Field id="audit-action" label={t('filters.action')}>
            {(control) => (
              <NativeSelect {...control} value={filters.action} onChange={set('action')}>
                <option value="">{t('filters.all_actions')}</option>
                {adminAuditActions.map((action) => (
                  <option key={action} value={action}>
                    {t(`admin_office:actions.${action.replace('.', '_')}`, { defaultValue: action })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field id="audit-admin" label={t('filters.admin')}>
            {(control) => (
              <NativeSelect {...control} value={filters.adminId} onChange={set('adminId')}>
                <option value="">{t('filters.all_admins')}</option>
                {admins.map((admin) => (
                  <option key={admin.userId} value={admin.userId}>
                    {admin.name ? `${admin.name} (${admin.email})` : admin.email}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field id="audit-from" label={t('filters.from')}>
            {(control) => <Input {...control} type="date" value={filters.from} onChange={set('from')} />}
          </Field>
          <Field id="audit-to" label={t('filters.to')} error={rangeWrong ? t('filters.before_from') : null}>
            {(control) => <Input {...control} type="date" value={filters.to} onChange={set('to')} />}
          </Field>
          <Button
            type="button"
            variant="outline"
            onClick={() => setFilters(noFilters)}
            disabled={filters === noFilters}
          >
            {t('filters.clear')}
          </Button>
        </fieldset>
      </Card>

      {log.isPending ? <Spinner label={t('loading')} /> : null}
      {log.isError && !log.data ? (
        <ErrorState
          title={t('load_failed')}
          retryLabel={t('retry')}
          retrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      ) : null}
      {log.data && entries.length === 0 ? (
        <EmptyState icon={ScrollText} title={t('empty_title')} text={t('empty_text')} />
      ) : null}
      {entries.length > 0 ? (
        <Card className="overflow-x-auto">
          <ActionsTable actions={entries} />
        </Card>
      ) : null}
      {log.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? t('loading_more') : t('more')}
        </Button>
      ) : null}
      {log.data && entries.length > 0 && !log.hasNextPage ? (
        <p className="text-center text-sm text-muted-foreground">{t('end')}</p>
      ) : null}
    </section>
  );
}
