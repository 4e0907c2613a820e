import type { SessionResponse } from '@ramkoll/shared/schemas/session';

function positiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * The session answer of someone signed out, checked without zod (decision 074): `user`,
 * `expiresAt` and `idleExpiresInSeconds` null and the two idle settings positive whole numbers,
 * exactly what `ZSessionResponse` accepts for a signed-out answer, with unknown keys left out as
 * zod leaves them. Anything else (a signed-in answer, a malformed one) is `null`: the caller then
 * checks it with the schema.
 */
export function signedOutSession(payload: unknown): SessionResponse | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const answer = payload as Record<string, unknown>;
  if (answer.user !== null || answer.expiresAt !== null || answer.idleExpiresInSeconds !== null) return null;
  const { idleTimeoutSeconds, idleWarningSeconds } = answer;
  if (!positiveInteger(idleTimeoutSeconds) || !positiveInteger(idleWarningSeconds)) return null;
  return { user: null, expiresAt: null, idleExpiresInSeconds: null, idleTimeoutSeconds, idleWarningSeconds };
}
