import { ZMyRecoveryReportsResponse, ZRecoveryConfirmedResponse } from '@ramkoll/shared/schemas/recovery';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta, requireCustomer } from '../../plugins/auth.js';
import { confirmRecoveryReport } from '../../services/recovery/confirm-recovery-report.js';
import { dismissRecoveryReport } from '../../services/recovery/dismiss-recovery-report.js';
import { listMyRecoveryReports } from '../../services/recovery/list-my-recovery-reports.js';
import { routeContract } from '../route-contract.js';

const ZReportParams = z.object({ id: z.uuid() });
const answerErrors = {
  VALIDATION_FAILED: '',
  FORBIDDEN: '(store and admin)',
  RECOVERY_REPORT_NOT_FOUND: '(not a report on my live bike)',
  RECOVERY_REPORT_NOT_PENDING: '',
};

/** /api/me/recovery-reports: "Found?" reports on my bikes (customers). */
export const recoveryReportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Pending "Found?" reports on my bikes, newest first',
      ok: { 200: ZMyRecoveryReportsResponse },
      errors: { FORBIDDEN: '(store and admin)' },
    }),
    (request) => {
      return listMyRecoveryReports({ db: app.db, actor: actorOf(request) });
    },
  );

  app.post(
    '/:id/confirm',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'The bike is back: confirm the report, mark the bike recovered and reward the finder',
      description:
        "Dismisses the bike's other pending reports. The finder gets 100 points once per bike, unless the theft was reported less than 24 hours before the report (decision 095). Answers my pending reports left and the finder's reward.",
      params: ZReportParams,
      ok: { 200: ZRecoveryConfirmedResponse },
      errors: answerErrors,
    }),
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
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Dismiss a report on my bike (nothing else changes)',
      description: 'Answers my pending reports left.',
      params: ZReportParams,
      ok: { 200: ZMyRecoveryReportsResponse },
      errors: answerErrors,
    }),
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
