import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../plugins/auth.js';
import { sessionResponse, signedOutResponse } from './session-reply.js';
import { routeContract } from '../route-contract.js';

export const sessionRoute: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/session',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'The current session; user null when signed out',
      ok: { 200: ZSessionResponse },
    }),
    async (request, reply) => {
      // Personal data: never cached by the browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      const session = await authenticate(request);
      // Asking counts as activity, so the browser uses this call to report the user's activity.
      return session ? sessionResponse(app.auth, session) : signedOutResponse(app.auth);
    },
  );
  done();
};
