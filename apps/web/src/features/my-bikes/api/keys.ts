import { sharedQueryKeys } from '@/lib/query-keys';

/** Built on the shared root so bike registration (another feature) can refresh this list. */
export const myBikesKeys = {
  all: sharedQueryKeys.myBikes,
  list: () => [...myBikesKeys.all, 'list'] as const,
  recoveryReports: () => [...myBikesKeys.all, 'recovery-reports'] as const,
};
