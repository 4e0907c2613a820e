import { ZApiError } from '@ramkoll/shared/schemas/api-error';
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

const ZReceiptParams = z.object({ id: z.uuid() });
const customerOnly = { 401: ZApiError, 403: ZApiError };
const oneReceipt = { 200: ZReceiptResponse, 404: ZApiError, 409: ZApiError, ...customerOnly };

/**
 * /api/me/receipts/*: ownership receipts ('Mina kvitton') for customers, and the verification of
 * a bill of sale's code. A receipt that is not the caller's answers 404 RECEIPT_NOT_FOUND.
 */
export const receiptRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/',
    {
      schema: {
        tags: ['me'],
        summary: 'My ownership receipts as buyer or seller, newest first',
        description: 'Errors: 403 FORBIDDEN (store and admin).',
        response: { 200: ZReceiptsResponse, ...customerOnly },
      },
    },
    (request) => listReceipts({ db: app.db, actor: actorOf(request) }),
  );

  app.get(
    '/verify',
    {
      schema: {
        tags: ['me'],
        summary: 'Check the verification code printed on a bill of sale',
        querystring: ZVerifyReceiptQuery,
        response: { 200: ZVerifyReceiptResponse, 400: ZApiError, ...customerOnly },
      },
    },
    (request) => verifyReceiptCode({ db: app.db, code: request.query.code }),
  );

  app.post(
    '/:id/accept',
    {
      schema: {
        tags: ['me'],
        summary: 'The buyer accepts: 100 points, new owner, receipt and transfer completed',
        description:
          'Errors: 402 INSUFFICIENT_POINTS {required, balance}, 404 RECEIPT_NOT_FOUND, 409 RECEIPT_NOT_PENDING, 409 BIKE_STOLEN {action: transfer}.',
        params: ZReceiptParams,
        response: { ...oneReceipt, 402: ZApiError },
      },
    },
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
      {
        schema: {
          tags: ['me'],
          summary:
            action === 'decline'
              ? 'The buyer declines a pending receipt'
              : 'The seller cancels a pending receipt',
          description: 'Errors: 404 RECEIPT_NOT_FOUND, 409 RECEIPT_NOT_PENDING.',
          params: ZReceiptParams,
          response: oneReceipt,
        },
      },
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
    {
      schema: {
        tags: ['me'],
        summary: 'The bill of sale as a PDF (either party)',
        description: 'Errors: 404 RECEIPT_NOT_FOUND.',
        params: ZReceiptParams,
        response: {
          // Bytes, not JSON: Fastify sends a Buffer as it is, without the serializer.
          200: z.unknown().describe('The bill of sale (application/pdf)'),
          404: ZApiError,
          ...customerOnly,
        },
      },
    },
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
