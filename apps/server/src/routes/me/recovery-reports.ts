import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { ZMyRecoveryReportsResponse } from '@ramkoll/shared/schemas/recovery';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta, requireCustomer } from '../../plugins/auth.js';
import { confirmRecoveryReport } from '../../services/recovery/confirm-recovery-report.js';
import { dismissRecoveryReport } from '../../services/recovery/dismiss-recovery-report.js';
import { listMyRecoveryReports } from '../../services/recovery/list-my-recovery-reports.js';

const ZReportParams = z.object({ id: z.uuid() });
const answered = {
  200: ZMyRecoveryReportsResponse,
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
};
const notMine = '404 RECOVERY_REPORT_NOT_FOUND (not a report on my live bike)';

/** /api/me/recovery-reports: "Found?" reports on my bikes (customers). */
export const recoveryReportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

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

  app.post(
    '/:id/confirm',
    {
      schema: {
        tags: ['me'],
        summary: 'The bike is back: confirm the report, mark the bike recovered and reward the finder',
        description: `Dismisses the bike's other pending reports; the finder gets 100 points once. Answers my pending reports left. Errors: ${notMine}, 409 RECOVERY_REPORT_NOT_PENDING, 403 FORBIDDEN (store and admin).`,
        params: ZReportParams,
        response: answered,
      },
    },
    (request) =>
      confirmRecoveryReport({
        db: app.db,
        actor: actorOf(request),
        reportId: request.params.id,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.post(
    '/:id/dismiss',
    {
      schema: {
        tags: ['me'],
        summary: 'Dismiss a report on my bike (nothing else changes)',
        description: `Answers my pending reports left. Errors: ${notMine}, 409 RECOVERY_REPORT_NOT_PENDING, 403 FORBIDDEN (store and admin).`,
        params: ZReportParams,
        response: answered,
      },
    },
    (request) =>
      dismissRecoveryReport({
        db: app.db,
        actor: actorOf(request),
        reportId: request.params.id,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );
  done();
};
