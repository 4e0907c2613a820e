import { ZBikeMessageSent, ZSendBikeMessageRequest } from '@ramkoll/shared/schemas/messages';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta, requireCustomer } from '../../plugins/auth.js';
import { sendBikeMessage } from '../../services/messages/send-bike-message.js';
import { routeContract } from '../route-contract.js';

/** "Kontakta ägaren": POST /api/bikes/:id/messages (customers). */
export const bikeMessageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/:id/messages',
    {
      onRequest: requireCustomer,
      ...routeContract({
        access: ['customer'],
        tags: ['bikes'],
        summary: "Message a bike's owner; they are notified in the app and by e-mail",
        description: 'The stored text starts with a line naming the frame number. The owner is never named.',
        params: z.object({ id: z.uuid() }),
        body: ZSendBikeMessageRequest,
        ok: { 201: ZBikeMessageSent },
        errors: {
          VALIDATION_FAILED:
            '{field: messageType | text, problem: message_type_invalid | message_required | message_too_long}',
          OWN_BIKE: '',
          FORBIDDEN: '(store and admin)',
          BIKE_NOT_FOUND: '',
          RATE_LIMITED: '',
        },
      }),
    },
    async (request, reply) => {
      const sent = await sendBikeMessage({
        db: app.db,
        actor: actorOf(request),
        bikeId: request.params.id,
        input: request.body,
        messagesUrl: `${app.accounts.publicUrl}/messages`,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.code(201).send(sent);
    },
  );
  done();
};
