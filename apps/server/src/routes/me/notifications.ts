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
import { routeContract } from '../route-contract.js';

/** /api/me/notifications: my in-app notifications (the bell); any signed-in user. */
export const notificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'My notifications, newest first, with the unread count',
      description: 'Page with ?before=<id of the last item>.',
      querystring: ZNotificationsQuery,
      ok: { 200: ZNotificationsPage },
      errors: { VALIDATION_FAILED: '(before not a uuid)' },
    }),
    (request) =>
      listMyNotifications({
        db: app.db,
        actor: actorOf(request),
        ...(request.query.before ? { before: request.query.before } : {}),
      }),
  );

  app.post(
    '/read',
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'Mark the given notifications (or all) as read',
      description: 'Ids that are not mine are ignored.',
      body: ZMarkNotificationsReadRequest,
      ok: { 200: ZMarkNotificationsReadResponse },
      errors: { VALIDATION_FAILED: '' },
    }),
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
