import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE_PATH,
  type AuthContext,
  type AuthenticatedSession,
} from '../../plugins/auth.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../services/auth/access-token.js';
import { getSessionUser } from '../../services/auth/get-session-user.js';
import type { OpenedSession } from '../../services/auth/session-store.js';
import { AppError } from '../../lib/app-error.js';

export function idleSeconds(
  auth: AuthContext,
): Pick<SessionResponse, 'idleTimeoutSeconds' | 'idleWarningSeconds'> {
  return {
    idleTimeoutSeconds: auth.sessions.idleMinutes * 60,
    idleWarningSeconds: auth.sessions.warningMinutes * 60,
  };
}

export function signedOutResponse(auth: AuthContext): SessionResponse {
  return { user: null, expiresAt: null, idleExpiresInSeconds: null, ...idleSeconds(auth) };
}

/** Whole seconds from `now` to the idle deadline (never negative). */
export function idleExpiresInSeconds(idleExpiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((idleExpiresAt.getTime() - now.getTime()) / 1000));
}

/** The session response for an authenticated request (GET /session, the staff code). */
export function sessionResponse(auth: AuthContext, session: AuthenticatedSession): SessionResponse {
  return {
    user: session.user,
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresInSeconds: idleExpiresInSeconds(session.idleExpiresAt, auth.clock.now()),
    ...idleSeconds(auth),
  };
}

/**
 * Sets both cookies for a session just opened or rotated and answers the session: a new access
 * token (15 min, never beyond the session's absolute end; the idle deadline is checked on every
 * request, decision 021) and the refresh token, httpOnly,
 * SameSite=Lax, Secure on https; the refresh cookie only travels to /api/auth.
 */
export async function replyWithSession(
  request: FastifyRequest,
  reply: FastifyReply,
  opened: OpenedSession,
): Promise<SessionResponse> {
  const { auth, db } = request.server;
  const now = auth.clock.now();
  const ttlEnd = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  const expiresAt = ttlEnd < opened.absoluteExpiresAt ? ttlEnd : opened.absoluteExpiresAt;
  const accessToken = await auth.tokens.sign({
    userId: opened.userId,
    sessionId: opened.sessionId,
    expiresAt,
  });

  const found = await getSessionUser({
    db,
    userId: opened.userId,
    sessionId: opened.sessionId,
    cipher: auth.cipher,
    now,
  });
  if (!found) throw new AppError('PROFILE_FETCH_FAILED');

  const base = { httpOnly: true, sameSite: 'lax' as const, secure: auth.secureCookies };
  reply
    .setCookie(ACCESS_TOKEN_COOKIE, accessToken, { ...base, path: '/', expires: expiresAt })
    .header('Cache-Control', 'no-store');
  if (opened.refreshToken !== null) {
    reply.setCookie(REFRESH_TOKEN_COOKIE, opened.refreshToken, {
      ...base,
      path: REFRESH_TOKEN_COOKIE_PATH,
      expires: opened.absoluteExpiresAt,
    });
  }
  return {
    user: found.user,
    expiresAt: expiresAt.toISOString(),
    idleExpiresInSeconds: idleExpiresInSeconds(opened.expiresAt, now),
    ...idleSeconds(auth),
  };
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: request.server.auth.secureCookies };
  reply
    .clearCookie(ACCESS_TOKEN_COOKIE, { ...base, path: '/' })
    .clearCookie(REFRESH_TOKEN_COOKIE, { ...base, path: REFRESH_TOKEN_COOKIE_PATH });
}
