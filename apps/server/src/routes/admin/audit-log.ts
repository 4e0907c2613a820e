import { ZAuditLogQuery, ZAuditLogResponse } from '@ramkoll/shared/schemas/audit-log';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import { listAuditLog } from '../../services/admin/list-audit-log.js';
import { routeContract } from '../route-contract.js';

/** /api/admin/audit-log: every admin's actions (decision 044). The admin area's hook allows admins only. */
export const auditLogAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        "Admins' actions newest first, by keyset cursor, filtered by action, admin and a range of Swedish days",
      querystring: ZAuditLogQuery,
      ok: { 200: ZAuditLogResponse },
      errors: {
        VALIDATION_FAILED:
          '{field: from | to, problem: invalid_date | before_from} | {field: adminId | cursor, problem: invalid}',
      },
    }),
    (request) => listAuditLog({ db: app.db, actor: actorOf(request), ...request.query }),
  );
  done();
};
