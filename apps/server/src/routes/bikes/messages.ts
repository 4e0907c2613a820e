import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { ZBikeMessageSent, ZSendBikeMessageRequest } from '@ramkoll/shared/schemas/messages';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta, requireCustomer } from '../../plugins/auth.js';
import { sendBikeMessage } from '../../services/messages/send-bike-message.js';

/** "Kontakta ägaren": POST /api/bikes/:id/messages (customers). */
export const bikeMessageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/:id/messages',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['bikes'],
        summary: "Message a bike's owner; they are notified in the app and by e-mail",
        description:
          'The stored text starts with a line naming the frame number. The owner is never named. ' +
          'Errors: 400 VALIDATION_FAILED {field: messageType | text, problem: message_type_invalid | ' +
          'message_required | message_too_long}, 403 OWN_BIKE, 403 FORBIDDEN (store and admin), ' +
          '404 BIKE_NOT_FOUND, 429 RATE_LIMITED.',
        params: z.object({ id: z.uuid() }),
        body: ZSendBikeMessageRequest,
        response: {
          201: ZBikeMessageSent,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          429: ZApiError,
        },
      },
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
