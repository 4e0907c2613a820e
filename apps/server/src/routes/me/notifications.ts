import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import {
  ZMarkNotificationsReadRequest,
  ZMarkNotificationsReadResponse,
  ZNotificationsPage,
  ZNotificationsQuery,
} from '@ramkoll/shared/schemas/notifications';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import { listMyNotifications } from '../../services/notifications/list-my-notifications.js';
import { markNotificationsRead } from '../../services/notifications/mark-notifications-read.js';

const signedIn = { 401: ZApiError };

/** /api/me/notifications: my in-app notifications (the bell); any signed-in user. */
export const notificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['me'],
        summary: 'My notifications, newest first, with the unread count',
        description:
          'Page with ?before=<id of the last item>. Errors: 400 VALIDATION_FAILED (before not a uuid).',
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationsPage, 400: ZApiError, ...signedIn },
      },
    },
    (request) =>
      listMyNotifications({
        db: app.db,
        actor: actorOf(request),
        ...(request.query.before ? { before: request.query.before } : {}),
      }),
  );

  app.post(
    '/read',
    {
      schema: {
        tags: ['me'],
        summary: 'Mark the given notifications (or all) as read',
        description: 'Ids that are not mine are ignored. Errors: 400 VALIDATION_FAILED.',
        body: ZMarkNotificationsReadRequest,
        response: { 200: ZMarkNotificationsReadResponse, 400: ZApiError, ...signedIn },
      },
    },
    (request) =>
      markNotificationsRead({
        db: app.db,
        actor: actorOf(request),
        ...(request.body.ids ? { ids: request.body.ids } : {}),
        now: app.auth.clock.now(),
      }),
  );
  done();
};
