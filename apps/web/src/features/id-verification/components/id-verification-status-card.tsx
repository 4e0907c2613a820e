import type { MyIdVerificationStatus } from '@ramkoll/shared/schemas/id-verification';
import { BadgeCheck, Clock, RotateCcw, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import type { VerificationView } from '../utils/verification-view';

type StatusView = Exclude<VerificationView, 'form'>;

interface IdVerificationStatusCardProps {
  view: StatusView;
  status: MyIdVerificationStatus;
  /** Rejected only: show the form again. */
  onTryAgain?: () => void;
}

const looks: Record<
  StatusView,
  { icon: LucideIcon; tone: string; badge: 'success' | 'secondary' | 'destructive' }
> = {
  bankid: { icon: BadgeCheck, tone: 'bg-success-soft text-success', badge: 'success' },
  approved: { icon: BadgeCheck, tone: 'bg-success-soft text-success', badge: 'success' },
  pending: { icon: Clock, tone: 'bg-primary-soft text-primary', badge: 'secondary' },
  rejected: { icon: ShieldAlert, tone: 'bg-destructive/10 text-destructive', badge: 'destructive' },
};

/** Where my ID verification stands: verified (BankID or document), in review, or rejected. */
export function IdVerificationStatusCard({ view, status, onTryAgain }: IdVerificationStatusCardProps) {
  const { t } = useTranslation('mitt_id');
  const language = currentLanguage();
  const { icon: Icon, tone, badge } = looks[view];
  const { latest } = status;
  const dates: string[] = [];
  if (view === 'bankid' || view === 'approved') {
    if (status.verifiedAt)
      dates.push(t('status.verified_at', { date: formatDate(status.verifiedAt, language) }));
  } else if (latest) {
    dates.push(t('status.submitted_at', { date: formatDate(latest.submittedAt, language) }));
    if (latest.reviewedAt)
      dates.push(t('status.reviewed_at', { date: formatDate(latest.reviewedAt, language) }));
  }

  return (
    <Card aria-labelledby="id-status-title" role="region" className="grid gap-4 p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl', tone)}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="grid min-w-0 gap-1.5">
          <Badge variant={badge} className="w-fit">
            {t(`status.${view}_badge`)}
          </Badge>
          <h2 id="id-status-title" className="text-lg font-semibold leading-snug">
            {t(`status.${view}_title`)}
          </h2>
          {dates.length > 0 ? <p className="text-sm text-muted-foreground">{dates.join(' · ')}</p> : null}
        </div>
      </div>
      {view === 'rejected' && latest?.reason ? (
        <div className="rounded-xl border border-destructive/30 bg-destructive/5 p-4">
          <p className="text-sm font-semibold">{t('status.rejected_reason')}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line">{latest.reason}</p>
        </div>
      ) : null}
      <p className="text-muted-foreground">{t(`status.${view}_text`)}</p>
      {view === 'rejected' && onTryAgain ? (
        <Button className="w-full sm:w-fit" onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" />
          {t('status.try_again')}
        </Button>
      ) : null}
    </Card>
  );
}
