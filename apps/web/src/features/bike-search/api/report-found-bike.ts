import { useMutation } from '@tanstack/react-query';
import { ZRecoveryReportCreated, type RecoveryReportRequest } from '@ramkoll/shared/schemas/recovery';
import { apiJson } from '@/lib/api-client';

export interface ReportFoundBikeVariables {
  bikeId: string;
  report: RecoveryReportRequest;
}

/** POST /api/bikes/:id/recovery-reports. */
export async function reportFoundBike({ bikeId, report }: ReportFoundBikeVariables) {
  return apiJson(`/api/bikes/${bikeId}/recovery-reports`, ZRecoveryReportCreated, {
    method: 'POST',
    body: report,
  });
}

export function useReportFoundBike() {
  return useMutation({ mutationFn: reportFoundBike });
}
