import { ZMyRecoveryReportsResponse, type RecoveryReport } from '@ramkoll/shared/schemas/recovery';
import { apiJson } from '@/lib/api-client';
import { useBikeMutation } from './use-bike-mutation';

export interface AnswerRecoveryReportVariables {
  reportId: string;
  /** confirm: the bike is back (recovered, the finder rewarded); dismiss: this report was no help. */
  answer: 'confirm' | 'dismiss';
}

/** POST /api/me/recovery-reports/:id/{confirm|dismiss}: answers the pending reports left. */
export async function answerRecoveryReport({
  reportId,
  answer,
}: AnswerRecoveryReportVariables): Promise<RecoveryReport[]> {
  const { reports } = await apiJson(
    `/api/me/recovery-reports/${reportId}/${answer}`,
    ZMyRecoveryReportsResponse,
    { method: 'POST' },
  );
  return reports;
}

/** Refreshes my bikes and their reports (both under the my-bikes key). */
export function useAnswerRecoveryReport() {
  return useBikeMutation(answerRecoveryReport);
}
