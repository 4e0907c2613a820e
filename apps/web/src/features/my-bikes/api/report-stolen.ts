import { ZMyBikeResponse, type MyBike, type ReportStolenRequest } from '@ramkoll/shared/schemas/bike';
import { apiJson } from '@/lib/api-client';
import { useBikeMutation } from './use-bike-mutation';

export interface ReportStolenVariables {
  bikeId: string;
  report: ReportStolenRequest;
}

/** POST /api/me/bikes/:id/stolen. */
export async function reportStolen({ bikeId, report }: ReportStolenVariables): Promise<MyBike> {
  const { bike } = await apiJson(`/api/me/bikes/${bikeId}/stolen`, ZMyBikeResponse, {
    method: 'POST',
    body: report,
  });
  return bike;
}

export function useReportStolen() {
  return useBikeMutation(reportStolen);
}
