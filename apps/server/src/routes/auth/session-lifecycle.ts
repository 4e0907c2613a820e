import {
  ZPasswordResetConfirmRequest,
  ZPasswordResetRequest,
  ZStaffCodeRequest,
} from '@ramkoll/shared/schemas/auth';
import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { authenticate, REFRESH_TOKEN_COOKIE, requestMeta } from '../../plugins/auth.js';
import { confirmPasswordReset, requestPasswordReset } from '../../services/auth/password-reset.js';
import { findSessionByRefreshToken, rotateSession } from '../../services/auth/session-store.js';
import { signOut } from '../../services/auth/sign-out.js';
import { verifyStaffCode } from '../../services/auth/verify-staff-code.js';
import { clearSessionCookies, replyWithSession, sessionResponse } from './session-reply.js';

/** Keeping a session alive, ending it, resetting the password, and the store staff code. */
export const sessionLifecycleRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and issue a new access token',
        description:
          'Errors: 401 UNAUTHENTICATED (no or unknown refresh cookie), 401 SESSION_EXPIRED (idle or absolute limit), 401 SESSION_REVOKED (signed out, or a reused token: the whole family is revoked).',
        response: { 200: ZSessionResponse, 401: ZApiError },
      },
    },
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
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: every session of the user is revoked; cookies cleared',
        response: { 204: z.null() },
      },
    },
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
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use reset link if the address has an account (always 202)',
        description: 'Errors: 400 VALIDATION_FAILED {field: email, problem: email_required | invalid_email}.',
        body: ZPasswordResetRequest,
        response: { 202: z.null(), 400: ZApiError },
      },
    },
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
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token; ends every session',
        description:
          'Errors: 400 VALIDATION_FAILED {field: password, problem: password_too_short}, 400 RESET_TOKEN_INVALID (used, expired or unknown).',
        body: ZPasswordResetConfirmRequest,
        response: { 204: z.null(), 400: ZApiError },
      },
    },
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
    {
      schema: {
        tags: ['auth'],
        summary: 'A signed-in store account confirms a staff code for this session',
        description:
          'Errors: 401 UNAUTHENTICATED, 403 FORBIDDEN (not a store account), 400 VALIDATION_FAILED {field: code, problem: staff_code_format}, 401 STAFF_CODE_INVALID, 429 LOGIN_RATE_LIMITED.',
        body: ZStaffCodeRequest,
        response: { 200: ZSessionResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
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
      const updated = await authenticate(request);
      if (!updated) throw new AppError('UNAUTHENTICATED');
      return sessionResponse(app.auth, updated);
    },
  );
  done();
};
