import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZMyIdVerificationStatus,
  type MyIdVerificationStatus,
} from '@ramkoll/shared/schemas/id-verification';
import { apiJson } from '@/lib/api-client';
import { idVerificationKeys } from './keys';

/** GET /api/me/id-verification: whether I am verified, and my latest ID document submission. */
export function getMyIdVerification(signal?: AbortSignal): Promise<MyIdVerificationStatus> {
  return apiJson('/api/me/id-verification', ZMyIdVerificationStatus, { signal });
}

export function myIdVerificationQueryOptions() {
  return queryOptions({
    queryKey: idVerificationKeys.status(),
    queryFn: ({ signal }) => getMyIdVerification(signal),
  });
}

export function useMyIdVerification() {
  return useQuery(myIdVerificationQueryOptions());
}
