import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../plugins/auth.js';
import { idleSeconds, signedOutResponse } from './session-reply.js';

export const sessionRoute: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The current session; user null when signed out',
        response: { 200: ZSessionResponse },
      },
    },
    async (request, reply) => {
      // Personal data: never cached by the browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      const session = await authenticate(request);
      return session
        ? { user: session.user, expiresAt: session.expiresAt.toISOString(), ...idleSeconds(app.auth) }
        : signedOutResponse(app.auth);
    },
  );
  done();
};
