import {
  ZPasswordResetConfirmRequest,
  ZPasswordResetRequest,
  ZStaffCodeRequest,
} from '@ramkoll/shared/schemas/auth';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { authenticate, REFRESH_TOKEN_COOKIE, requestMeta } from '../../plugins/auth.js';
import { confirmPasswordReset } from '../../services/auth/password-reset.js';
import { requestPasswordReset } from '../../services/auth/request-password-reset.js';
import { findSessionByRefreshToken, rotateSession } from '../../services/auth/session-store.js';
import { signOut } from '../../services/auth/sign-out.js';
import { verifyStaffCode } from '../../services/auth/verify-staff-code.js';
import { clearSessionCookies, replyWithSession, sessionResponse } from './session-reply.js';
import { routeContract } from '../route-contract.js';

/** Keeping a session alive, ending it, resetting the password, and the store staff code. */
export const sessionLifecycleRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/refresh',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'Rotate the refresh token and issue a new access token',
      ok: { 200: ZSessionResponse },
      errors: {
        UNAUTHENTICATED: '(no or unknown refresh cookie)',
        SESSION_EXPIRED: '(idle or absolute limit)',
        SESSION_REVOKED: '(signed out, or a reused token: the whole family is revoked)',
      },
    }),
    async (request, reply) => {
      const token = request.cookies[REFRESH_TOKEN_COOKIE];
      try {
        if (!token) throw new AppError('UNAUTHENTICATED');
        const opened = await rotateSession({
          db: app.db,
          refreshToken: token,
          now: app.auth.clock.now(),
          settings: app.auth.sessions,
          meta: requestMeta(request),
        });
        return await replyWithSession(request, reply, opened);
      } catch (error) {
        clearSessionCookies(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/sign-out',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'Sign out everywhere: every session of the user is revoked; cookies cleared',
      ok: { 204: z.null() },
    }),
    async (request, reply) => {
      const session = await authenticate(request);
      const refreshToken = request.cookies[REFRESH_TOKEN_COOKIE];
      const byRefresh =
        !session && refreshToken ? await findSessionByRefreshToken(app.db, refreshToken) : null;
      const userId = session?.user.id ?? (byRefresh && !byRefresh.revokedAt ? byRefresh.userId : null);
      if (userId)
        await signOut({ db: app.db, userId, now: app.auth.clock.now(), meta: requestMeta(request) });
      clearSessionCookies(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/password-reset',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary:
        'E-mail a single-use reset link if the address has an account and is under its limit of mails (202 either way, in the same time)',
      body: ZPasswordResetRequest,
      ok: { 202: z.null() },
      errors: {
        VALIDATION_FAILED: '{field: email, problem: email_required | invalid_email}',
        PASSWORD_RESET_RATE_LIMITED: '(too many requests from this address, whatever e-mail)',
      },
    }),
    async (request, reply) => {
      await requestPasswordReset({
        db: app.db,
        now: app.auth.clock.now(),
        publicUrl: app.accounts.publicUrl,
        meta: requestMeta(request),
        email: request.body.email,
        language: request.body.language,
      });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/password-reset/confirm',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'Set a new password with the e-mailed token; ends every session',
      body: ZPasswordResetConfirmRequest,
      ok: { 204: z.null() },
      errors: {
        VALIDATION_FAILED: '{field: password, problem: password_too_short}',
        RESET_TOKEN_INVALID: '(used, expired or unknown)',
      },
    }),
    async (request, reply) => {
      await confirmPasswordReset({
        db: app.db,
        now: app.auth.clock.now(),
        meta: requestMeta(request),
        token: request.body.token,
        password: request.body.password,
      });
      clearSessionCookies(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/staff-code',
    // Open to anyone: the handler itself asks for a signed-in store session, after the body's check.
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'A signed-in store account confirms a staff code for this session',
      body: ZStaffCodeRequest,
      ok: { 200: ZSessionResponse },
      errors: {
        VALIDATION_FAILED: '{field: code, problem: staff_code_format}',
        UNAUTHENTICATED: '',
        STAFF_CODE_INVALID: '',
        FORBIDDEN: '(not a store account)',
        LOGIN_RATE_LIMITED:
          '{retryAfterSeconds} (limited as sign-in is, per store and address; decision 091)',
      },
    }),
    async (request, reply) => {
      const session = await authenticate(request);
      if (!session) throw new AppError('UNAUTHENTICATED');
      await verifyStaffCode({
        db: app.db,
        actor: { userId: session.user.id, role: session.user.role },
        sessionId: session.sessionId,
        code: request.body.code,
        staffCodeHash: app.accounts.staffCodeHash,
        now: app.auth.clock.now(),
        meta: requestMeta(request),
      });
      reply.header('Cache-Control', 'no-store');
      // The session row just changed: read it afresh, not from the session cache.
      app.auth.sessionCache.dropUser(session.user.id);
      const updated = await authenticate(request);
      if (!updated) throw new AppError('UNAUTHENTICATED');
      return sessionResponse(app.auth, updated);
    },
  );
  done();
};
