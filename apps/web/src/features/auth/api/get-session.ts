import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '@ramkoll/shared/schemas/session';
import { apiRead, validAnswer } from '@/lib/api-client';
import { signedOutSession } from '../utils/signed-out-session';
import { authKeys } from './keys';
import { sessionSchema } from './session-schema';

export const sessionPath = '/api/auth/session';

/**
 * Whether this is the page's first session check on a visitor's prerendered page, which the server
 * sends only to a browser without a session cookie (`<html data-session="none">`,
 * apps/server/src/plugins/spa.ts). Read once: a sign-in later on the same page changes it.
 */
function firstCheckWithoutSession(): boolean {
  const root = document.documentElement;
  if (root.dataset.session !== 'none') return false;
  delete root.dataset.session;
  return true;
}

/**
 * Every page asks for the session first. A signed-out answer is checked without zod, so a
 * visitor's page loads neither zod nor the session schema (decision 074); any other answer is
 * checked with the schema, which loads alongside the request unless the page was sent to a visitor.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  const schema = firstCheckWithoutSession() ? null : sessionSchema();
  // Not needed when the answer is a signed-out one: a failed load must not go unhandled then.
  schema?.catch(() => undefined);
  const payload = await apiRead(sessionPath, { signal });
  const signedOut = signedOutSession(payload);
  if (signedOut) return signedOut;
  return validAnswer(payload, await (schema ?? sessionSchema()));
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
