import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdminCampaign, CampaignState } from '@ramkoll/shared/schemas/campaigns';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useCampaignAction, useCampaigns } from '../api/campaigns';
import { CampaignForm } from './campaign-form';

const stateBadge: Record<CampaignState, 'success' | 'secondary' | 'accent' | 'outline'> = {
  running: 'success',
  scheduled: 'secondary',
  paused: 'accent',
  exhausted: 'outline',
  ended: 'outline',
};

/**
 * /admin-campaigns: every promo code with its window, benefit, cap and redemptions so far; create,
 * edit, pause, resume and end (decision 042).
 */
export function CampaignsView() {
  const { t } = useTranslation('admin_insights');
  const campaigns = useCampaigns();
  const [editing, setEditing] = useState<AdminCampaign | 'new' | null>(null);
  const data = campaigns.data;

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('campaigns.title')} lead={t('campaigns.lead')}>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t('campaigns.new')}
        </Button>
      </PageHeader>
      {campaigns.isPending ? <Spinner label={t('loading')} /> : null}
      {campaigns.isError && !data ? (
        <ErrorState
          title={t('load_failed')}
          retryLabel={t('retry')}
          retrying={campaigns.isFetching}
          onRetry={() => void campaigns.refetch()}
        />
      ) : null}
      {data && data.campaigns.length === 0 ? (
        <EmptyState icon={Megaphone} title={t('campaigns.empty_title')} text={t('campaigns.empty_text')} />
      ) : null}
      {data && data.campaigns.length > 0 ? (
        <ul className="grid gap-3">
          {data.campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignRow campaign={campaign} onEdit={() => setEditing(campaign)} />
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent closeLabel={t('campaigns.cancel')} className="max-w-lg">
          {editing !== null ? (
            <CampaignForm
              key={editing === 'new' ? 'new' : editing.id}
              campaign={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function CampaignRow({ campaign, onEdit }: { campaign: AdminCampaign; onEdit: () => void }) {
  const { t } = useTranslation('admin_insights');
  const language = currentLanguage();
  const action = useCampaignAction();
  const ended = campaign.state === 'ended';

  function run(kind: 'pause' | 'resume' | 'end') {
    if (kind === 'end' && !window.confirm(t('campaigns.end_confirm', { code: campaign.code }))) return;
    action.mutate(
      { id: campaign.id, action: kind },
      {
        onSuccess: () => notify.success(t(`campaigns.done.${kind}`, { code: campaign.code })),
        onError: (error) =>
          notify.error(
            isApiError(error) ? t(`errors:${error.code}`, { defaultValue: t('failed') }) : t('failed'),
          ),
      },
    );
  }

  const benefit =
    campaign.bonusPoints !== null
      ? t('campaigns.bonus_points', { count: campaign.bonusPoints })
      : t('campaigns.percent_off', { percent: campaign.percentOff });
  const used =
    campaign.maxRedemptions === null
      ? t('campaigns.redemptions', { count: campaign.redemptions })
      : t('campaigns.redemptions_of', {
          count: campaign.redemptions,
          max: formatNumber(campaign.maxRedemptions, language),
        });

  return (
    <article className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="grid min-w-0 gap-1">
        <h2 className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="font-mono">{campaign.code}</span>
          <span className="text-muted-foreground">{campaign.name}</span>
          <Badge variant={stateBadge[campaign.state]}>{t(`campaigns.states.${campaign.state}`)}</Badge>
        </h2>
        <p className="text-sm">
          {benefit} · {used}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('campaigns.window', {
            from: formatDateTime(campaign.startsAt, language),
            to: formatDateTime(campaign.endsAt, language),
          })}
        </p>
      </div>
      {ended ? null : (
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button variant="outline" size="sm" onClick={onEdit}>
            {t('campaigns.edit')}
          </Button>
          {campaign.active ? (
            <Button variant="outline" size="sm" disabled={action.isPending} onClick={() => run('pause')}>
              {t('campaigns.pause')}
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled={action.isPending} onClick={() => run('resume')}>
              {t('campaigns.resume')}
            </Button>
          )}
          <Button variant="destructive" size="sm" disabled={action.isPending} onClick={() => run('end')}>
            {t('campaigns.end')}
          </Button>
        </div>
      )}
    </article>
  );
}
