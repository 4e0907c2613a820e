import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import {
  ZAccountExport,
  ZAvatarRequest,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZLanguageSetting,
  ZNotificationSettings,
  ZProfileRequest,
  ZProfileResponse,
} from '@ramkoll/shared/schemas/settings';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { actorOf, requestMeta, sessionOf } from '../../plugins/auth.js';
import { changePassword } from '../../services/settings/change-password.js';
import { deleteAccount } from '../../services/settings/delete-account.js';
import { exportAccount } from '../../services/settings/export-account.js';
import { updateLanguage, updateNotificationSettings } from '../../services/settings/update-preferences.js';
import { updateAvatar, updateFullName } from '../../services/settings/update-profile.js';
import { clearSessionCookies } from '../auth/session-reply.js';
import { routeContract } from '../route-contract.js';

/** /settings is for customers and admins (spec section 2): 403 for a store before the body is read. */
const requireCustomerOrAdmin: onRequestHookHandler = (request, _reply, next) => {
  next(sessionOf(request).user.role === 'store' ? new AppError('FORBIDDEN') : undefined);
};
/** Who gets past requireCustomerOrAdmin, as the routes declare it. */
const customerOrAdmin = ['customer', 'admin'] as const;

/** /api/me/*: the account settings of /settings. */
export const settingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.put(
    '/language',
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'Remember my language (every role; e-mails follow it too)',
      body: ZLanguageSetting,
      ok: { 200: ZLanguageSetting },
      errors: { VALIDATION_FAILED: '' },
    }),
    (request) => updateLanguage({ db: app.db, actor: actorOf(request), language: request.body.language }),
  );

  app.put(
    '/notification-settings',
    {
      onRequest: requireCustomerOrAdmin,
      ...routeContract({
        access: customerOrAdmin,
        tags: ['me'],
        summary: 'Save my notification settings (customers and admins)',
        body: ZNotificationSettings,
        ok: { 200: ZNotificationSettings },
        errors: { VALIDATION_FAILED: '' },
      }),
    },
    (request) => updateNotificationSettings({ db: app.db, actor: actorOf(request), settings: request.body }),
  );

  app.put(
    '/profile',
    {
      onRequest: requireCustomerOrAdmin,
      ...routeContract({
        access: customerOrAdmin,
        tags: ['me'],
        summary: 'Change my name (customers and admins)',
        body: ZProfileRequest,
        ok: { 200: ZProfileResponse },
        errors: { VALIDATION_FAILED: '{field: fullName, problem: name_too_short | name_impersonates}' },
      }),
    },
    (request) => updateFullName({ db: app.db, actor: actorOf(request), fullName: request.body.fullName }),
  );

  app.put(
    '/avatar',
    {
      onRequest: requireCustomerOrAdmin,
      ...routeContract({
        access: customerOrAdmin,
        tags: ['me'],
        summary: 'Set (an upload of mine to the avatars bucket) or remove (null) my profile picture',
        body: ZAvatarRequest,
        ok: { 200: ZProfileResponse },
        errors: {
          VALIDATION_FAILED: '',
          FILE_NOT_FOUND: '(not my upload, or not in the avatars bucket)',
        },
      }),
    },
    (request) =>
      updateAvatar({
        db: app.db,
        storage: app.storage,
        actor: actorOf(request),
        fileId: request.body.fileId,
      }),
  );

  app.put(
    '/password',
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'Change my password; every other session of the account ends',
      description: 'Answers while the password is temporary too: it is how a temporary one is replaced.',
      body: ZChangePasswordRequest,
      ok: { 204: z.null() },
      errors: {
        VALIDATION_FAILED:
          '{field: currentPassword | newPassword, problem: password_required | password_too_short}',
        CURRENT_PASSWORD_INVALID: '',
        PASSWORD_RATE_LIMITED: '',
      },
      allowsTemporaryPassword: true,
    }),
    async (request, reply) => {
      await changePassword({
        db: app.db,
        actor: actorOf(request),
        sessionId: sessionOf(request).sessionId,
        input: request.body,
        now: app.auth.clock.now(),
        meta: requestMeta(request),
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/export',
    {
      onRequest: requireCustomerOrAdmin,
      ...routeContract({
        access: customerOrAdmin,
        tags: ['me'],
        summary: 'Download my data (JSON attachment; the personnummer in clear, it is my own)',
        ok: { 200: ZAccountExport },
      }),
    },
    async (request, reply) => {
      const now = app.auth.clock.now();
      const data = await exportAccount({
        db: app.db,
        actor: actorOf(request),
        cipher: app.auth.cipher,
        now,
        meta: requestMeta(request),
      });
      const day = todayIn(now);
      return reply
        .header('Content-Disposition', `attachment; filename="ramkoll-data-${day}.json"`)
        .send(data);
    },
  );

  app.post(
    '/delete-account',
    {
      onRequest: requireCustomerOrAdmin,
      ...routeContract({
        access: customerOrAdmin,
        tags: ['me'],
        summary: 'Delete my account (password required); signs out everywhere',
        body: ZDeleteAccountRequest,
        ok: { 204: z.null() },
        errors: {
          VALIDATION_FAILED: '{field: password, problem: password_required}',
          CURRENT_PASSWORD_INVALID: '',
          ACCOUNT_HAS_BIKES: '{count}',
          ACCOUNT_HAS_PENDING_TRANSFERS: '{count}',
          LAST_ADMIN: '',
          PASSWORD_RATE_LIMITED: '',
        },
      }),
    },
    async (request, reply) => {
      await deleteAccount({
        db: app.db,
        storage: app.storage,
        actor: actorOf(request),
        password: request.body.password,
        now: app.auth.clock.now(),
        meta: requestMeta(request),
      });
      clearSessionCookies(request, reply);
      return reply.code(204).send(null);
    },
  );
  done();
};
