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
import { routeContract } from '../route-contract.js';

/** /api/me/messages: my conversations about bikes (customers). */
export const messageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'My conversations by bike and counterpart, newest first, messages oldest first',
      description: 'Counterparts are masked names.',
      ok: { 200: ZMyConversationsResponse },
      errors: { FORBIDDEN: '(store and admin)' },
    }),
    (request) => listMyConversations({ db: app.db, actor: actorOf(request) }),
  );

  app.post(
    '/read',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: "Mark the counterpart's messages to me about that bike as read",
      body: ZConversationRef,
      ok: { 200: ZMarkReadResponse },
      errors: { VALIDATION_FAILED: '', FORBIDDEN: '(store and admin)' },
    }),
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
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Reply within an existing conversation; the recipient is notified and e-mailed',
      body: ZReplyRequest,
      ok: { 201: ZBikeMessageSent },
      errors: {
        VALIDATION_FAILED: '{field: text, problem: message_required | message_too_long}',
        FORBIDDEN: '(store and admin)',
        CONVERSATION_NOT_FOUND: '',
        RATE_LIMITED: '',
      },
    }),
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
