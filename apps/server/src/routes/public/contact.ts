import { ZContactRequest, ZContactResponse } from '@ramkoll/shared/schemas/public-pages';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authenticate, requestMeta } from '../../plugins/auth.js';
import { sendContactMessage } from '../../services/contact/send-contact-message.js';
import { routeContract } from '../route-contract.js';

/** POST /api/contact: anyone may write; a signed-in sender is recorded with the message. */
export const contactRoute: FastifyPluginCallbackZod<{ supportEmail: string }> = (
  app,
  { supportEmail },
  done,
) => {
  app.post(
    '/contact',
    routeContract({
      access: 'public',
      tags: ['public'],
      summary: 'Send a message to support: stored and e-mailed in one transaction',
      body: ZContactRequest,
      ok: { 201: ZContactResponse },
      errors: {
        VALIDATION_FAILED: '{field: name | email | topic | message, problem} (rules/contact-message)',
        RATE_LIMITED: '(5 messages per hour per IP)',
      },
    }),
    async (request, reply) => {
      // Public route: a missing or expired session just means the sender is a visitor.
      const session = await authenticate(request);
      const sent = await sendContactMessage({
        db: app.db,
        input: request.body,
        sender: session ? { userId: session.user.id, language: session.user.language } : null,
        supportEmail,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(sent);
    },
  );
  done();
};
