import { ShieldCheck, X } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { FINDER_REWARD_MIN_THEFT_AGE_HOURS } from '@ramkoll/shared/rules/finder-reward';
import { finderRewardPoints } from '@ramkoll/shared/rules/points';
import type { RecoveryReport } from '@ramkoll/shared/schemas/recovery';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useAnswerRecoveryReport, type RecoveryReportAnswer } from '../api/answer-recovery-report';
import { bikeErrorMessage } from '../utils/bike-error';
import { useBikeDialog } from '../utils/use-bike-dialog';
import { ConfirmBikeDialog } from './confirm-bike-dialog';

interface RecoveryReportActionsProps {
  report: RecoveryReport;
  name: string;
}

/**
 * The owner's answer to one "Found?" report: 'Cykeln är tillbaka' marks the bike recovered and
 * rewards the finder with 100 points when the rules allow, and says what the finder got
 * (decision 095); 'Avfärda' drops this report. Both ask first.
 */
export function RecoveryReportActions({ report, name }: RecoveryReportActionsProps) {
  const { t } = useTranslation('my_bikes');
  const language = currentLanguage();
  const { dialog, open, close, closeWhenFalse } = useBikeDialog<'confirm' | 'dismiss'>();
  const answer = useAnswerRecoveryReport();
  const points = finderRewardPoints;

  async function handleAnswer(kind: 'confirm' | 'dismiss') {
    let answered: RecoveryReportAnswer;
    try {
      answered = await answer.mutateAsync({ reportId: report.id, answer: kind });
    } catch (error) {
      close();
      notify.error(bikeErrorMessage(error));
      return;
    }
    if (answered.reward) notify.success(t('recovery_reports.confirmed'), rewardText(answered.reward));
    else notify.success(t('recovery_reports.dismissed'));
    close();
  }

  /** What the finder got, as the server decided it (decision 095). */
  function rewardText({ points: paid, withheld }: NonNullable<RecoveryReportAnswer['reward']>): string {
    if (withheld === 'theft_too_recent')
      return t('recovery_reports.confirmed_withheld_recent', { hours: FINDER_REWARD_MIN_THEFT_AGE_HOURS });
    if (withheld === 'already_rewarded') return t('recovery_reports.confirmed_withheld_repeat');
    return paid > 0
      ? t('recovery_reports.confirmed_text', { points: paid })
      : t('recovery_reports.confirmed_no_finder');
  }

  return (
    <div
      role="group"
      aria-label={t('recovery_reports.actions', { date: formatDateTime(report.createdAt, language) })}
      className="mt-1 flex flex-wrap gap-2"
    >
      <Button size="sm" onClick={() => open('confirm')}>
        <ShieldCheck aria-hidden="true" />
        {t('recovery_reports.confirm')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => open('dismiss')}>
        <X aria-hidden="true" />
        {t('recovery_reports.dismiss')}
      </Button>
      {dialog === 'confirm' ? (
        <ConfirmBikeDialog
          open
          onOpenChange={closeWhenFalse}
          title={t('recovery_reports.confirm_title', { name })}
          text={t('recovery_reports.confirm_text', { points, hours: FINDER_REWARD_MIN_THEFT_AGE_HOURS })}
          icon={<ShieldCheck aria-hidden="true" />}
          confirmLabel={t('recovery_reports.confirm_action')}
          pendingLabel={t('recovery_reports.confirming')}
          pending={answer.isPending}
          onConfirm={() => void handleAnswer('confirm')}
        />
      ) : null}
      {dialog === 'dismiss' ? (
        <ConfirmBikeDialog
          open
          onOpenChange={closeWhenFalse}
          title={t('recovery_reports.dismiss_title')}
          text={t('recovery_reports.dismiss_text')}
          icon={<X aria-hidden="true" />}
          destructive
          confirmLabel={t('recovery_reports.dismiss_action')}
          pendingLabel={t('recovery_reports.dismissing')}
          pending={answer.isPending}
          onConfirm={() => void handleAnswer('dismiss')}
        />
      ) : null}
    </div>
  );
}
