import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '@ramkoll/shared/schemas/session';
import { apiJson } from '@/lib/api-client';
import { authKeys } from './keys';

export const sessionPath = '/api/auth/session';

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  // Every page asks for the session first: its schema (and zod) load alongside the request.
  const schema = () => import('@ramkoll/shared/schemas/session').then((module) => module.ZSessionResponse);
  return apiJson(sessionPath, schema, { signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * The signed-in user: `undefined` while the session loads, `null` for a visitor. A failed session
 * call counts as signed out, so the public pages keep working when the API is unreachable.
 */
export function useSessionUser(): { user: SessionUser | null | undefined; isPending: boolean } {
  const session = useSession();
  if (session.isPending) return { user: undefined, isPending: true };
  if (session.isError) return { user: null, isPending: false };
  return { user: session.data.user, isPending: false };
}
