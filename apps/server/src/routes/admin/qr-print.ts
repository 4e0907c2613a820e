import {
  ZQrBatchRequest,
  ZQrPrintOrderResponse,
  ZQrPrintQuery,
  ZQrPrintQueue,
  ZQrSheetQuery,
} from '@ramkoll/shared/schemas/qr-print';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import { advancePrintOrder } from '../../services/qr-print/advance-print-order.js';
import { createCodeBatch } from '../../services/qr-print/create-code-batch.js';
import { listPrintQueue } from '../../services/qr-print/list-print-queue.js';
import { printSheet } from '../../services/qr-print/print-sheet.js';
import { routeContract } from '../route-contract.js';

const ZParams = z.object({ id: z.uuid() });

/**
 * /api/admin/qr-print: the sticker print queue (decision 042). The admin area's hook allows
 * admins only.
 */
export const qrPrintAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/orders',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        'Sticker orders and code batches of one status (pending oldest first), with their codes and counts per status',
      querystring: ZQrPrintQuery,
      ok: { 200: ZQrPrintQueue },
      errors: { VALIDATION_FAILED: '' },
    }),
    (request) => listPrintQueue({ db: app.db, actor: actorOf(request), ...request.query }),
  );

  app.get(
    '/sheet',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        "The chosen orders' stickers as an A4 PDF of 3 × 8 labels (70 × 37 mm); printing again is allowed",
      querystring: ZQrSheetQuery,
      // Bytes, not JSON: Fastify sends a Buffer as it is, without the serializer.
      ok: { 200: z.unknown().describe('The sticker sheet (application/pdf)') },
      errors: {
        VALIDATION_FAILED: '{field: orders, problem: required | too_many | no_stickers}',
        QR_ORDER_NOT_FOUND: '',
      },
    }),
    async (request, reply) => {
      const { pdf, fileName } = await printSheet({
        db: app.db,
        actor: actorOf(request),
        orders: request.query.orders,
        publicUrl: app.accounts.publicUrl,
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );

  for (const to of ['printed', 'sent'] as const) {
    app.post(
      `/orders/:id/${to}`,
      routeContract({
        access: ['admin'],
        tags: ['admin'],
        summary: to === 'printed' ? 'Mark a pending order printed' : 'Mark a printed order sent',
        params: ZParams,
        ok: { 200: ZQrPrintOrderResponse },
        errors: {
          VALIDATION_FAILED: '',
          QR_ORDER_NOT_FOUND: '',
          QR_ORDER_WRONG_STATUS: '{status} (printed comes before sent; each happens once)',
        },
      }),
      (request) =>
        advancePrintOrder({
          db: app.db,
          actor: actorOf(request),
          orderId: request.params.id,
          to,
          meta: requestMeta(request),
          now: app.auth.clock.now(),
        }),
    );
  }

  app.post(
    '/batches',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'New unassigned codes (1–100), optionally for a store, queued for printing',
      body: ZQrBatchRequest,
      ok: { 200: ZQrPrintOrderResponse },
      errors: {
        VALIDATION_FAILED:
          '{field: quantity | storeId, problem: not_whole_number | too_small | too_large | not_found}',
      },
    }),
    (request) =>
      createCodeBatch({
        db: app.db,
        actor: actorOf(request),
        input: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );
  done();
};
