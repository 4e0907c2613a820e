import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { ZReceiptResponse, ZSaleRequest, ZTransferRequest } from '@ramkoll/shared/schemas/ownership';
import {
  ZBatteryStolenRequest,
  ZFrameNumberCheckRequest,
  ZFrameNumberCheckResponse,
  ZMyBikeResponse,
  ZMyBikesResponse,
  ZRegisterBikeRequest,
  ZRegisterBikeResponse,
  ZReportStolenRequest,
  ZUpdateBikeRequest,
} from '@ramkoll/shared/schemas/bike';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta, requireCustomer } from '../../plugins/auth.js';
import { checkFrameNumber } from '../../services/bikes/check-frame-number.js';
import { deleteBike } from '../../services/bikes/delete-bike.js';
import { listMyBikes } from '../../services/bikes/list-my-bikes.js';
import { markRecovered } from '../../services/bikes/mark-recovered.js';
import { publishSale } from '../../services/bikes/publish-sale.js';
import { registerBike } from '../../services/bikes/register-bike.js';
import { reportStolen } from '../../services/bikes/report-stolen.js';
import { setBatteryStolen } from '../../services/bikes/set-battery-stolen.js';
import { updateBike } from '../../services/bikes/update-bike.js';
import { withdrawSale } from '../../services/bikes/withdraw-sale.js';
import { startTransfer } from '../../services/ownership/start-transfer.js';

const ZBikeParams = z.object({ id: z.uuid() });
const customerOnly = { 401: ZApiError, 403: ZApiError };
const oneBike = { 200: ZMyBikeResponse, 400: ZApiError, 404: ZApiError, 409: ZApiError, ...customerOnly };
const notMine = '404 BIKE_NOT_FOUND (not my bike, or deleted)';

/** /api/me/bikes/*: the owner's bikes (customers; stores register bikes through /api/store). */
export const bikeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/',
    {
      schema: {
        tags: ['me'],
        summary: 'My bikes, newest first (deleted ones left out)',
        description: 'Errors: 403 FORBIDDEN (store and admin).',
        response: { 200: ZMyBikesResponse, ...customerOnly },
      },
    },
    (request) => listMyBikes({ db: app.db, actor: actorOf(request) }),
  );

  app.post(
    '/frame-number-check',
    {
      schema: {
        tags: ['me'],
        summary:
          'Can this frame number be registered? Not when a live bike has it or a look-alike of it (lookalikes names those)',
        description:
          'Errors: 400 VALIDATION_FAILED {field: frameNumber, problem: frame_number_required | frame_number_invalid}.',
        body: ZFrameNumberCheckRequest,
        response: { 200: ZFrameNumberCheckResponse, 400: ZApiError, ...customerOnly },
      },
    },
    (request) =>
      checkFrameNumber({ db: app.db, actor: actorOf(request), frameNumber: request.body.frameNumber }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['me'],
        summary: 'Register a bike: verified receipt, 100 points, one transaction',
        description:
          'Errors: 400 VALIDATION_FAILED {field: frameNumber, problem}, 402 INSUFFICIENT_POINTS {required, balance}, 404 FILE_NOT_FOUND (receipt or photo not my upload in its bucket), 409 FRAME_NUMBER_TAKEN, 409 FRAME_NUMBER_LOOKALIKE {bikes} (send confirmDifferentBike: true to register anyway, for admin review), 422 RECEIPT_MISSING, 422 RECEIPT_NOT_VERIFIED {verification, problems}.',
        body: ZRegisterBikeRequest,
        response: {
          201: ZRegisterBikeResponse,
          400: ZApiError,
          402: ZApiError,
          404: ZApiError,
          409: ZApiError,
          422: ZApiError,
          ...customerOnly,
        },
      },
    },
    async (request, reply) => {
      const registered = await registerBike({
        db: app.db,
        actor: actorOf(request),
        input: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.code(201).send(registered);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['me'],
        summary: 'Edit my bike (only the fields sent change; null clears)',
        description: `Errors: ${notMine}, 404 FILE_NOT_FOUND (photo not my upload), 409 BIKE_STOLEN {action: edit}.`,
        params: ZBikeParams,
        body: ZUpdateBikeRequest,
        response: oneBike,
      },
    },
    (request) =>
      updateBike({
        db: app.db,
        actor: actorOf(request),
        bikeId: request.params.id,
        changes: request.body,
        meta: requestMeta(request),
      }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['me'],
        summary: 'Delete my bike (soft: its history stays, its frame number is freed)',
        description: `Errors: ${notMine}, 409 BIKE_STOLEN {action: delete}.`,
        params: ZBikeParams,
        response: { 204: z.null(), 400: ZApiError, 404: ZApiError, 409: ZApiError, ...customerOnly },
      },
    },
    async (request, reply) => {
      await deleteBike({
        db: app.db,
        actor: actorOf(request),
        bikeId: request.params.id,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/stolen',
    {
      schema: {
        tags: ['me'],
        summary: 'Report my bike stolen (date, place, optional police report number)',
        description: `Errors: 400 VALIDATION_FAILED {field, problem: stolen_date_* | stolen_location_* | police_report_number_too_long}, ${notMine}, 409 BIKE_ALREADY_STOLEN.`,
        params: ZBikeParams,
        body: ZReportStolenRequest,
        response: oneBike,
      },
    },
    (request) =>
      reportStolen({
        db: app.db,
        actor: actorOf(request),
        bikeId: request.params.id,
        report: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.post(
    '/:id/recovered',
    {
      schema: {
        tags: ['me'],
        summary: 'Mark my stolen bike recovered',
        description: `Errors: ${notMine}, 409 BIKE_NOT_STOLEN.`,
        params: ZBikeParams,
        response: oneBike,
      },
    },
    (request) =>
      markRecovered({
        db: app.db,
        actor: actorOf(request),
        bikeId: request.params.id,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.put(
    '/:id/battery-stolen',
    {
      schema: {
        tags: ['me'],
        summary: "Flag or clear my bike's stolen battery",
        description: `Errors: ${notMine}.`,
        params: ZBikeParams,
        body: ZBatteryStolenRequest,
        response: { 200: ZMyBikeResponse, 400: ZApiError, 404: ZApiError, ...customerOnly },
      },
    },
    (request) =>
      setBatteryStolen({
        db: app.db,
        actor: actorOf(request),
        bikeId: request.params.id,
        stolen: request.body.stolen,
        meta: requestMeta(request),
      }),
  );

  app.put(
    '/:id/sale',
    {
      schema: {
        tags: ['me'],
        summary: 'Put my bike up for sale (TILL SALU), or change the price and description of its sale',
        description: `Errors: 400 VALIDATION_FAILED {field: salePrice | description, problem: sale_price_required | sale_price_invalid | sale_price_too_high | sale_description_too_long}, ${notMine}, 409 BIKE_STOLEN {action: sale}.`,
        params: ZBikeParams,
        body: ZSaleRequest,
        response: oneBike,
      },
    },
    (request) =>
      publishSale({
        db: app.db,
        actor: actorOf(request),
        bikeId: request.params.id,
        sale: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.delete(
    '/:id/sale',
    {
      schema: {
        tags: ['me'],
        summary: 'Withdraw the sale of my bike',
        description: `Errors: ${notMine}, 404 SALE_NOT_FOUND (not for sale).`,
        params: ZBikeParams,
        response: { 200: ZMyBikeResponse, 400: ZApiError, 404: ZApiError, ...customerOnly },
      },
    },
    (request) =>
      withdrawSale({
        db: app.db,
        actor: actorOf(request),
        bikeId: request.params.id,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.post(
    '/:id/transfer',
    {
      schema: {
        tags: ['me'],
        summary: 'Start a transfer: a pending receipt the seller has accepted, for the named buyer',
        description:
          'Errors: 400 VALIDATION_FAILED {field: buyer | price | purchaseDate, problem}, 400 BUYER_IS_SELLER, 404 BUYER_NOT_FOUND, 404 BIKE_NOT_FOUND, 409 TRANSFER_PENDING, 409 BIKE_STOLEN {action: transfer}.',
        params: ZBikeParams,
        body: ZTransferRequest,
        response: { 201: ZReceiptResponse, 400: ZApiError, 404: ZApiError, 409: ZApiError, ...customerOnly },
      },
    },
    async (request, reply) => {
      const started = await startTransfer({
        db: app.db,
        actor: actorOf(request),
        cipher: app.auth.cipher,
        bikeId: request.params.id,
        request: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.code(201).send(started);
    },
  );

  done();
};
