import { roles } from '@ramkoll/shared/roles';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireArea, sessionOf } from '../../plugins/auth.js';
import { EventStream } from './event-stream.js';
import { routeContract } from '../route-contract.js';
import { isUuid } from '../../lib/uuid.js';

const ZEventsQuery = z.object({
  /** For clients that cannot set the Last-Event-ID header (a fresh EventSource after a backoff). */
  lastEventId: z.string().max(100).optional(),
});

/**
 * GET /api/events: my realtime events as Server-Sent Events (decision 018). Any signed-in user;
 * 401 when signed out. Resumes after `Last-Event-ID` (header) or `lastEventId` (query).
 */
export const eventsArea: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireArea({ roles }));

  app.get(
    '/',
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'My realtime events (text/event-stream)',
      description:
        'Events: notification (id = notification id; data = Notification), balance ({pointsBalance}), ready (after the replay), ping (every 25 s). Send Last-Event-ID (or ?lastEventId=) to get the notifications missed since.',
      querystring: ZEventsQuery,
      // The handler writes the stream itself (reply.hijack): the schema only documents it.
      ok: { 200: z.unknown().describe('Server-Sent Events (text/event-stream)') },
    }),
    async (request, reply) => {
      const { user, sessionId } = sessionOf(request);
      const header = request.headers['last-event-id'];
      const candidate = (typeof header === 'string' ? header : undefined) ?? request.query.lastEventId;
      const lastEventId = candidate && isUuid(candidate) ? candidate.toLowerCase() : null;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === 'string') headers[name] = value;
      }
      reply.hijack();
      const stream = new EventStream(app, reply.raw, user.id, lastEventId, async () => {
        const current = await authenticate(request);
        return current?.user.id === user.id && current.sessionId === sessionId;
      });
      await stream.start(headers);
    },
  );
  done();
};
