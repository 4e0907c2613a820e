import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import {
  ZBikeMessageSent,
  ZConversationRef,
  ZMarkReadResponse,
  ZMyConversationsResponse,
  ZReplyRequest,
} from '@ramkoll/shared/schemas/messages';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf, requestMeta, requireCustomer } from '../../plugins/auth.js';
import { listMyConversations } from '../../services/messages/list-my-conversations.js';
import { markConversationRead } from '../../services/messages/mark-conversation-read.js';
import { replyToConversation } from '../../services/messages/reply-to-conversation.js';

const customerOnly = { 401: ZApiError, 403: ZApiError };

/** /api/me/messages: my conversations about bikes (customers). */
export const messageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/',
    {
      schema: {
        tags: ['me'],
        summary: 'My conversations by bike and counterpart, newest first, messages oldest first',
        description: 'Counterparts are masked names. Errors: 403 FORBIDDEN (store and admin).',
        response: { 200: ZMyConversationsResponse, ...customerOnly },
      },
    },
    (request) => listMyConversations({ db: app.db, actor: actorOf(request) }),
  );

  app.post(
    '/read',
    {
      schema: {
        tags: ['me'],
        summary: "Mark the counterpart's messages to me about that bike as read",
        description: 'Errors: 403 FORBIDDEN (store and admin).',
        body: ZConversationRef,
        response: { 200: ZMarkReadResponse, 400: ZApiError, ...customerOnly },
      },
    },
    (request) =>
      markConversationRead({
        db: app.db,
        actor: actorOf(request),
        conversation: request.body,
        now: app.auth.clock.now(),
      }),
  );

  app.post(
    '/reply',
    {
      schema: {
        tags: ['me'],
        summary: 'Reply within an existing conversation; the recipient is notified and e-mailed',
        description:
          'Errors: 400 VALIDATION_FAILED {field: text, problem: message_required | message_too_long}, ' +
          '404 CONVERSATION_NOT_FOUND, 429 RATE_LIMITED, 403 FORBIDDEN (store and admin).',
        body: ZReplyRequest,
        response: { 201: ZBikeMessageSent, 400: ZApiError, 404: ZApiError, 429: ZApiError, ...customerOnly },
      },
    },
    async (request, reply) => {
      const sent = await replyToConversation({
        db: app.db,
        actor: actorOf(request),
        reply: request.body,
        messagesUrl: `${app.accounts.publicUrl}/messages`,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.code(201).send(sent);
    },
  );
  done();
};
