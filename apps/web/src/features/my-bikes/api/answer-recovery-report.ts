import {
  ZMyRecoveryReportsResponse,
  ZRecoveryConfirmedResponse,
  type RecoveryConfirmedResponse,
  type RecoveryReport,
} from '@ramkoll/shared/schemas/recovery';
import { apiJson } from '@/lib/api-client';
import { useBikeMutation } from './use-bike-mutation';

export interface AnswerRecoveryReportVariables {
  reportId: string;
  /** confirm: the bike is back (recovered, the finder rewarded); dismiss: this report was no help. */
  answer: 'confirm' | 'dismiss';
}

export interface RecoveryReportAnswer {
  reports: RecoveryReport[];
  /** What the finder got on a confirmation (decision 095); null for a dismissal. */
  reward: RecoveryConfirmedResponse['reward'] | null;
}

/** POST /api/me/recovery-reports/:id/{confirm|dismiss}: answers the pending reports left. */
export async function answerRecoveryReport({
  reportId,
  answer,
}: AnswerRecoveryReportVariables): Promise<RecoveryReportAnswer> {
  const url = `/api/me/recovery-reports/${reportId}/${answer}`;
  if (answer === 'confirm') return apiJson(url, ZRecoveryConfirmedResponse, { method: 'POST' });
  const { reports } = await apiJson(url, ZMyRecoveryReportsResponse, { method: 'POST' });
  return { reports, reward: null };
}

/** Refreshes my bikes and their reports (both under the my-bikes key). */
export function useAnswerRecoveryReport() {
  return useBikeMutation(answerRecoveryReport);
}
