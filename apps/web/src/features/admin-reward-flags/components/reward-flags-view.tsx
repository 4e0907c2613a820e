import { CircleCheck } from 'lucide-react';
import type { RewardFlag } from '@ramkoll/shared/schemas/recovery';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Fact } from '@/components/admin/fact';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useRewardFlags } from '../api/get-reward-flags';

/**
 * /admin-reward-flags: owner–finder pairs whose confirmed recoveries raise a signal of the finder's
 * reward rules (decision 095), latest first. Read-only: the rules already withheld what they could;
 * the admin looks at the accounts and acts elsewhere (bike search, partners, support).
 */
export function RewardFlagsView() {
  const { t } = useTranslation('admin_office');
  const flags = useRewardFlags();
  const data = flags.data;

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('reward_flags.title')} lead={t('reward_flags.lead')}>
        {data && data.flags.length > 0 ? (
          <span className="text-sm text-muted-foreground">
            {t('reward_flags.summary', { count: data.flags.length })}
          </span>
        ) : null}
      </PageHeader>
      {flags.isPending ? <Spinner label={t('reward_flags.loading')} /> : null}
      {flags.isError && !data ? (
        <ErrorState
          title={t('reward_flags.load_failed')}
          retryLabel={t('reward_flags.retry')}
          retrying={flags.isFetching}
          onRetry={() => void flags.refetch()}
        />
      ) : null}
      {data && data.flags.length === 0 ? (
        <EmptyState
          icon={CircleCheck}
          title={t('reward_flags.empty_title')}
          text={t('reward_flags.empty_text')}
        />
      ) : null}
      {data && data.flags.length > 0 ? (
        <ul aria-label={t('reward_flags.list_label')} className="grid gap-4">
          {data.flags.map((flag) => (
            <li key={`${flag.owner.userId}:${flag.finder.userId}`} className="min-w-0">
              <RewardFlagCard flag={flag} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RewardFlagCard({ flag }: { flag: RewardFlag }) {
  const { t } = useTranslation('admin_office');
  const language = currentLanguage();
  const number = (value: number) => formatNumber(value, language);
  const nameOf = (party: RewardFlag['owner']) => party.fullName ?? t('reward_flags.no_name');
  const headingId = `reward-flag-${flag.owner.userId}-${flag.finder.userId}`;
  const signalCount = {
    repeat_pair: flag.recoveries,
    frequent_finder: flag.finderRewards,
    frequent_owner: flag.ownerRewards,
    shared_network: 0,
  };

  return (
    <Card role="article" aria-labelledby={headingId} className="grid gap-4 p-4 sm:p-5">
      <div className="grid min-w-0 gap-2">
        <h2 id={headingId} className="text-base font-semibold break-words">
          {t('reward_flags.pair', { owner: nameOf(flag.owner), finder: nameOf(flag.finder) })}
        </h2>
        <ul aria-label={t('reward_flags.signals_label')} className="flex flex-wrap gap-2">
          {flag.signals.map((signal) => (
            <li key={signal}>
              <Badge variant={signal === 'shared_network' ? 'secondary' : 'destructive'}>
                {t(`reward_flags.signals.${signal}`, { times: number(signalCount[signal]) })}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Party label={t('reward_flags.owner')} name={nameOf(flag.owner)} email={flag.owner.email} />
        <Party label={t('reward_flags.finder')} name={nameOf(flag.finder)} email={flag.finder.email} />
      </dl>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <Fact label={t('reward_flags.recoveries')}>{number(flag.recoveries)}</Fact>
        <Fact label={t('reward_flags.rewards_paid')}>
          {t('reward_flags.points', { rewards: number(flag.rewardsPaid), points: number(flag.pointsPaid) })}
        </Fact>
        <Fact
          label={t('reward_flags.rewards_withheld')}
          className={cn(flag.rewardsWithheld > 0 && 'font-semibold text-destructive')}
        >
          {number(flag.rewardsWithheld)}
        </Fact>
        <Fact label={t('reward_flags.bikes')}>{number(flag.bikes)}</Fact>
        <Fact label={t('reward_flags.last_confirmed')}>{formatDateTime(flag.lastConfirmedAt, language)}</Fact>
      </dl>
    </Card>
  );
}

function Party({ label, name, email }: { label: string; name: string; email: string }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="grid min-w-0 gap-0.5">
        <span className="font-medium break-words">{name}</span>
        <a
          href={`mailto:${email}`}
          className="justify-self-start rounded-sm break-all text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          {email}
        </a>
      </dd>
    </div>
  );
}
