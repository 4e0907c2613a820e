import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMyRecoveryReportsResponse, type RecoveryReport } from '@ramkoll/shared/schemas/recovery';
import { apiJson } from '@/lib/api-client';
import { myBikesKeys } from './keys';

/** GET /api/me/recovery-reports: pending "Found?" reports on my bikes. */
export async function getRecoveryReports(signal?: AbortSignal): Promise<RecoveryReport[]> {
  const { reports } = await apiJson('/api/me/recovery-reports', ZMyRecoveryReportsResponse, { signal });
  return reports;
}

export function recoveryReportsQueryOptions() {
  return queryOptions({
    queryKey: myBikesKeys.recoveryReports(),
    queryFn: ({ signal }) => getRecoveryReports(signal),
  });
}

export function useRecoveryReports() {
  return useQuery(recoveryReportsQueryOptions());
}
