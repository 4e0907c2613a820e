import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import { ZApiError } from '@ramkoll/shared/schemas/api-error';
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

const signedIn = { 401: ZApiError };
const customerOrAdminOnly = { 403: ZApiError };

/** /settings is for customers and admins (spec section 2): 403 for a store before the body is read. */
const requireCustomerOrAdmin: onRequestHookHandler = (request, _reply, next) => {
  next(sessionOf(request).user.role === 'store' ? new AppError('FORBIDDEN') : undefined);
};

/** /api/me/*: the account settings of /settings. */
export const settingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.put(
    '/language',
    {
      schema: {
        tags: ['me'],
        summary: 'Remember my language (every role; e-mails follow it too)',
        body: ZLanguageSetting,
        response: { 200: ZLanguageSetting, 400: ZApiError, ...signedIn },
      },
    },
    (request) => updateLanguage({ db: app.db, actor: actorOf(request), language: request.body.language }),
  );

  app.put(
    '/notification-settings',
    {
      onRequest: requireCustomerOrAdmin,
      schema: {
        tags: ['me'],
        summary: 'Save my notification settings (customers and admins)',
        body: ZNotificationSettings,
        response: { 200: ZNotificationSettings, 400: ZApiError, ...customerOrAdminOnly, ...signedIn },
      },
    },
    (request) => updateNotificationSettings({ db: app.db, actor: actorOf(request), settings: request.body }),
  );

  app.put(
    '/profile',
    {
      onRequest: requireCustomerOrAdmin,
      schema: {
        tags: ['me'],
        summary: 'Change my name (customers and admins)',
        description: 'Errors: 400 VALIDATION_FAILED {field: fullName, problem: name_too_short}.',
        body: ZProfileRequest,
        response: { 200: ZProfileResponse, 400: ZApiError, ...customerOrAdminOnly, ...signedIn },
      },
    },
    (request) => updateFullName({ db: app.db, actor: actorOf(request), fullName: request.body.fullName }),
  );

  app.put(
    '/avatar',
    {
      onRequest: requireCustomerOrAdmin,
      schema: {
        tags: ['me'],
        summary: 'Set (an upload of mine to the avatars bucket) or remove (null) my profile picture',
        description: 'Errors: 404 FILE_NOT_FOUND (not my upload, or not in the avatars bucket).',
        body: ZAvatarRequest,
        response: {
          200: ZProfileResponse,
          400: ZApiError,
          404: ZApiError,
          ...customerOrAdminOnly,
          ...signedIn,
        },
      },
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
    {
      schema: {
        tags: ['me'],
        summary: 'Change my password; every other session of the account ends',
        description:
          'Errors: 400 VALIDATION_FAILED {field: currentPassword | newPassword, problem: password_required | password_too_short}, 403 CURRENT_PASSWORD_INVALID, 429 PASSWORD_RATE_LIMITED.',
        body: ZChangePasswordRequest,
        response: { 204: z.null(), 400: ZApiError, 403: ZApiError, 429: ZApiError, ...signedIn },
      },
    },
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
      schema: {
        tags: ['me'],
        summary: 'Download my data (JSON attachment; the personnummer in clear, it is my own)',
        response: { 200: ZAccountExport, ...customerOrAdminOnly, ...signedIn },
      },
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
      schema: {
        tags: ['me'],
        summary: 'Delete my account (password required); signs out everywhere',
        description:
          'Errors: 400 VALIDATION_FAILED {field: password, problem: password_required}, 403 CURRENT_PASSWORD_INVALID, 409 ACCOUNT_HAS_BIKES {count}, 409 ACCOUNT_HAS_PENDING_TRANSFERS {count}, 409 LAST_ADMIN, 429 PASSWORD_RATE_LIMITED.',
        body: ZDeleteAccountRequest,
        response: {
          204: z.null(),
          400: ZApiError,
          409: ZApiError,
          429: ZApiError,
          ...customerOrAdminOnly,
          ...signedIn,
        },
      },
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
