import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { apiJson } from '@/lib/api-client';
import { sessionSchema } from './session-schema';

/** Rotates the refresh token and issues a new access token (401 SESSION_EXPIRED / SESSION_REVOKED). */
export function refreshSession(): Promise<SessionResponse> {
  return apiJson('/api/auth/refresh', sessionSchema, { method: 'POST' });
}
