import { ZSessionResponse, type SessionResponse } from '@ramkoll/shared/schemas/session';
import { apiJson } from '@/lib/api-client';

/** Rotates the refresh token and issues a new access token (401 SESSION_EXPIRED / SESSION_REVOKED). */
export function refreshSession(): Promise<SessionResponse> {
  return apiJson('/api/auth/refresh', ZSessionResponse, { method: 'POST' });
}
