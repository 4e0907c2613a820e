import {
  ZReceiptResponse,
  ZReceiptsResponse,
  ZVerifyReceiptQuery,
  ZVerifyReceiptResponse,
} from '@ramkoll/shared/schemas/ownership';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta, requireCustomer } from '../../plugins/auth.js';
import { acceptReceipt } from '../../services/ownership/accept-receipt.js';
import { closeReceipt } from '../../services/ownership/close-receipt.js';
import { listReceipts } from '../../services/ownership/list-receipts.js';
import { renderReceiptPdf } from '../../services/ownership/receipt-pdf.js';
import { selectReceipt } from '../../services/ownership/receipt-view.js';
import { verifyReceiptCode } from '../../services/ownership/verify-receipt-code.js';
import { routeContract } from '../route-contract.js';

const ZReceiptParams = z.object({ id: z.uuid() });
const pendingReceipt = { RECEIPT_NOT_FOUND: '', RECEIPT_NOT_PENDING: '' };

/**
 * /api/me/receipts/*: ownership receipts ('Mina kvitton') for customers, and the verification of
 * a bill of sale's code. A receipt that is not the caller's answers 404 RECEIPT_NOT_FOUND.
 */
export const receiptRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'My ownership receipts as buyer or seller, newest first',
      ok: { 200: ZReceiptsResponse },
      errors: { FORBIDDEN: '(store and admin)' },
    }),
    (request) => listReceipts({ db: app.db, actor: actorOf(request) }),
  );

  app.get(
    '/verify',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Check the verification code printed on a bill of sale',
      querystring: ZVerifyReceiptQuery,
      ok: { 200: ZVerifyReceiptResponse },
      errors: { VALIDATION_FAILED: '' },
    }),
    (request) => verifyReceiptCode({ db: app.db, code: request.query.code }),
  );

  app.post(
    '/:id/accept',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'The buyer accepts: 100 points, new owner, receipt and transfer completed',
      params: ZReceiptParams,
      ok: { 200: ZReceiptResponse },
      errors: {
        INSUFFICIENT_POINTS: '{required, balance}',
        ...pendingReceipt,
        BIKE_STOLEN: '{action: transfer}',
      },
    }),
    (request) =>
      acceptReceipt({
        db: app.db,
        actor: actorOf(request),
        receiptId: request.params.id,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  for (const action of ['decline', 'cancel'] as const) {
    app.post(
      `/:id/${action}`,
      routeContract({
        access: ['customer'],
        tags: ['me'],
        summary:
          action === 'decline'
            ? 'The buyer declines a pending receipt'
            : 'The seller cancels a pending receipt',
        params: ZReceiptParams,
        ok: { 200: ZReceiptResponse },
        errors: pendingReceipt,
      }),
      (request) =>
        closeReceipt({
          db: app.db,
          actor: actorOf(request),
          receiptId: request.params.id,
          action,
          meta: requestMeta(request),
        }),
    );
  }

  app.get(
    '/:id/pdf',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'The bill of sale as a PDF (either party)',
      params: ZReceiptParams,
      // Bytes, not JSON: Fastify sends a Buffer as it is, without the serializer.
      ok: { 200: z.unknown().describe('The bill of sale (application/pdf)') },
      errors: { RECEIPT_NOT_FOUND: '' },
    }),
    async (request, reply) => {
      const receipt = await selectReceipt(app.db, actorOf(request), request.params.id);
      const pdf = await renderReceiptPdf(receipt, `${app.accounts.publicUrl}/receipts`);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="kopekontrakt-${receipt.receiptNumber}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  done();
};
