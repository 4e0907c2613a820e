import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { ZMyRecoveryReportsResponse } from '@ramkoll/shared/schemas/recovery';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import { listMyRecoveryReports } from '../../services/recovery/list-my-recovery-reports.js';

/** /api/me/recovery-reports: "Found?" reports on my bikes (customers). */
export const recoveryReportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['me'],
        summary: 'Pending "Found?" reports on my bikes, newest first',
        description: 'Errors: 403 FORBIDDEN (store and admin).',
        response: { 200: ZMyRecoveryReportsResponse, 401: ZApiError, 403: ZApiError },
      },
    },
    (request) => {
      return listMyRecoveryReports({ db: app.db, actor: actorOf(request) });
    },
  );
  done();
};
