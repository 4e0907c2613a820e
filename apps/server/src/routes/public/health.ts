import { ZHealthResponse } from '@ramkoll/shared/schemas/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { withTimeout } from '../../lib/with-timeout.js';
import { routeContract } from '../route-contract.js';

/** A health check must answer quickly even when the database hangs, or the load balancer waits. */
const DATABASE_TIMEOUT_MS = 2000;

export const healthRoute: FastifyPluginCallbackZod<{ version: string }> = (app, { version }, done) => {
  app.get(
    '/health',
    routeContract({
      access: 'public',
      tags: ['public'],
      summary: 'Liveness and database reachability',
      ok: { 200: ZHealthResponse, 503: ZHealthResponse },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await withTimeout(app.db.execute(sql`select 1`), DATABASE_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'ok' as const, version };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'degraded', database: 'unreachable', version });
      }
    },
  );
  done();
};
