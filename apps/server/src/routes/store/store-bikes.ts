import { Readable } from 'node:stream';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import {
  ZPurchaseDetailsQuery,
  ZPurchaseDetailsResponse,
  ZStoreBikesQuery,
  ZStoreBikesResponse,
} from '@ramkoll/shared/schemas/store-area';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta, sessionOf } from '../../plugins/auth.js';
import { writeAudit } from '../../services/audit/write-audit.js';
import { getPurchaseDetails } from '../../services/store/get-purchase-details.js';
import { exportStoreBikes, listStoreBikes } from '../../services/store/list-store-bikes.js';
import { csvHeader, csvRows } from '../../services/store/store-bikes-csv.js';
import { routeContract } from '../route-contract.js';
import { storeOf } from './store-of.js';

/** /api/store/bikes, /bikes.csv and /purchase-details: the store's own bikes (/store-bikes, /store-search). */
export const storeBikeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/bikes',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: 'Bikes the store registered, has in stock or sold, newest first, 25 a page',
      querystring: ZStoreBikesQuery,
      ok: { 200: ZStoreBikesResponse },
      errors: { VALIDATION_FAILED: '' },
    }),
    async (request) => {
      const store = await storeOf(app, request);
      return listStoreBikes({ db: app.db, store, query: request.query });
    },
  );

  app.get(
    '/bikes.csv',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: "The store's bikes with the list's filters as CSV (UTF-8 with BOM, ';'), streamed",
      querystring: ZStoreBikesQuery.omit({ page: true }),
      ok: { 200: z.unknown().describe('The CSV file (text/csv; charset=utf-8)') },
      errors: { VALIDATION_FAILED: '' },
    }),
    async (request, reply) => {
      const { user } = sessionOf(request);
      const store = await storeOf(app, request);
      await writeAudit(app.db, {
        action: 'store.bikes_exported',
        actorUserId: user.id,
        targetType: 'store',
        targetId: store.storeId,
        details: { staffCodeId: store.staffCodeId },
        meta: requestMeta(request),
      });
      const language = user.language;
      const batches = exportStoreBikes({ db: app.db, store, query: request.query });
      async function* lines() {
        yield csvHeader(language);
        for await (const bikes of batches) yield csvRows(bikes, language);
      }
      const day = todayIn(app.auth.clock.now());
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="ramkoll-butikens-cyklar-${day}.csv"`)
        .send(Readable.from(lines()));
    },
  );

  app.get(
    '/purchase-details',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary:
        "The store's own purchase details for those of the given bikes (up to 50 ids, comma separated) it registered",
      querystring: ZPurchaseDetailsQuery,
      ok: { 200: ZPurchaseDetailsResponse },
      errors: { VALIDATION_FAILED: '' },
    }),
    async (request) => {
      const store = await storeOf(app, request);
      return { details: await getPurchaseDetails({ db: app.db, store, bikeIds: request.query.ids }) };
    },
  );
  done();
};
