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
import { routeContract } from '../route-contract.js';

const ZBikeParams = z.object({ id: z.uuid() });
const notMine = '(not my bike, or deleted)';

/** /api/me/bikes/*: the owner's bikes (customers; stores register bikes through /api/store). */
export const bikeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'My bikes, newest first (deleted ones left out)',
      ok: { 200: ZMyBikesResponse },
      errors: { FORBIDDEN: '(store and admin)' },
    }),
    (request) => listMyBikes({ db: app.db, actor: actorOf(request) }),
  );

  app.post(
    '/frame-number-check',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary:
        'Can this frame number be registered? Not when a live bike has it or a look-alike of it (lookalikes names those)',
      body: ZFrameNumberCheckRequest,
      ok: { 200: ZFrameNumberCheckResponse },
      errors: {
        VALIDATION_FAILED: '{field: frameNumber, problem: frame_number_required | frame_number_invalid}',
      },
    }),
    (request) =>
      checkFrameNumber({ db: app.db, actor: actorOf(request), frameNumber: request.body.frameNumber }),
  );

  app.post(
    '/',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Register a bike: verified receipt, 100 points, one transaction',
      body: ZRegisterBikeRequest,
      ok: { 201: ZRegisterBikeResponse },
      errors: {
        VALIDATION_FAILED: '{field: frameNumber, problem}',
        INSUFFICIENT_POINTS: '{required, balance}',
        FILE_NOT_FOUND: '(receipt or photo not my upload in its bucket)',
        FRAME_NUMBER_TAKEN: '',
        FRAME_NUMBER_LOOKALIKE:
          '{bikes} (send confirmDifferentBike: true to register anyway, for admin review)',
        RECEIPT_MISSING: '',
        RECEIPT_NOT_VERIFIED: '{verification, problems}',
      },
    }),
    async (request, reply) => {
      const registered = await registerBike({
        db: app.db,
        actor: actorOf(request),
        input: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
        cipher: app.auth.cipher,
      });
      return reply.code(201).send(registered);
    },
  );

  app.patch(
    '/:id',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Edit my bike (only the fields sent change; null clears)',
      params: ZBikeParams,
      body: ZUpdateBikeRequest,
      ok: { 200: ZMyBikeResponse },
      errors: {
        VALIDATION_FAILED: '',
        BIKE_NOT_FOUND: notMine,
        FILE_NOT_FOUND: '(photo not my upload)',
        BIKE_STOLEN: '{action: edit}',
      },
    }),
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
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Delete my bike (soft: its history stays, its frame number is freed)',
      params: ZBikeParams,
      ok: { 204: z.null() },
      errors: { VALIDATION_FAILED: '', BIKE_NOT_FOUND: notMine, BIKE_STOLEN: '{action: delete}' },
    }),
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
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Report my bike stolen (date, place, optional police report number)',
      params: ZBikeParams,
      body: ZReportStolenRequest,
      ok: { 200: ZMyBikeResponse },
      errors: {
        VALIDATION_FAILED:
          '{field, problem: stolen_date_* | stolen_location_* | police_report_number_too_long}',
        BIKE_NOT_FOUND: notMine,
        BIKE_ALREADY_STOLEN: '',
      },
    }),
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
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Mark my stolen bike recovered',
      params: ZBikeParams,
      ok: { 200: ZMyBikeResponse },
      errors: { VALIDATION_FAILED: '', BIKE_NOT_FOUND: notMine, BIKE_NOT_STOLEN: '' },
    }),
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
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: "Flag or clear my bike's stolen battery",
      params: ZBikeParams,
      body: ZBatteryStolenRequest,
      ok: { 200: ZMyBikeResponse },
      errors: { VALIDATION_FAILED: '', BIKE_NOT_FOUND: notMine },
    }),
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
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Put my bike up for sale (TILL SALU), or change the price and description of its sale',
      params: ZBikeParams,
      body: ZSaleRequest,
      ok: { 200: ZMyBikeResponse },
      errors: {
        VALIDATION_FAILED:
          '{field: salePrice | description, problem: sale_price_required | sale_price_invalid | sale_price_too_high | sale_description_too_long}',
        BIKE_NOT_FOUND: notMine,
        BIKE_STOLEN: '{action: sale}',
      },
    }),
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
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Withdraw the sale of my bike',
      params: ZBikeParams,
      ok: { 200: ZMyBikeResponse },
      errors: { VALIDATION_FAILED: '', BIKE_NOT_FOUND: notMine, SALE_NOT_FOUND: '(not for sale)' },
    }),
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
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Start a transfer: a pending receipt the seller has accepted, for the named buyer',
      params: ZBikeParams,
      body: ZTransferRequest,
      ok: { 201: ZReceiptResponse },
      errors: {
        VALIDATION_FAILED: '{field: buyer | price | purchaseDate, problem}',
        BUYER_IS_SELLER: '',
        BUYER_NOT_FOUND: '',
        BUYER_LOOKUP_RATE_LIMITED: '(10 buyers a day by this seller, 30 from this address)',
        BIKE_NOT_FOUND: '(checked before the buyer is looked up)',
        TRANSFER_PENDING: '',
        BIKE_STOLEN: '{action: transfer}',
      },
    }),
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
