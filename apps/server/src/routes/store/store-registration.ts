import fastifyMultipart from '@fastify/multipart';
import {
  ZAddStockRequest,
  ZCreateCustomerRequest,
  ZCustomerLookupRequest,
  ZInventoryResponse,
  ZSellStockRequest,
  ZSellStockResponse,
  ZStoreCustomerResponse,
  ZStoreRegisterBikeRequest,
  ZStoreRegistrationResponse,
} from '@ramkoll/shared/schemas/store-registration';
import { MAX_UPLOAD_BYTES, ZUploadedFile } from '@ramkoll/shared/schemas/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta, sessionOf } from '../../plugins/auth.js';
import { uploadImage } from '../../services/files/upload-image.js';
import { createCustomer } from '../../services/store/create-customer.js';
import { listInventory } from '../../services/store/list-inventory.js';
import { lookupCustomer } from '../../services/store/lookup-customer.js';
import { registerStoreBike } from '../../services/store/register-store-bike.js';
import { sellStock } from '../../services/store/sell-stock.js';
import { readFilePart } from '../me/uploads.js';
import { routeContract } from '../route-contract.js';

const registrationErrors = {
  VALIDATION_FAILED: '{field, problem}',
  FRAME_NUMBER_TAKEN: '',
  FRAME_NUMBER_LOOKALIKE: '{bikes}',
  FILE_NOT_FOUND: "(an upload that is not this store's)",
  INSUFFICIENT_POINTS: '{required, balance}',
} as const;

/**
 * The store's counter (decision 039): customers found or created, bikes registered for them or
 * into stock, stock sold by transfer, and the store's own uploads for those forms.
 */
export const storeRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: Parameters<typeof actorOf>[0]) => ({
    db: app.db,
    actor: actorOf(request),
    sessionId: sessionOf(request).sessionId,
    cipher: app.auth.cipher,
    meta: requestMeta(request),
    now: app.auth.clock.now(),
  });

  app.post(
    '/customers/lookup',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: 'Find a customer by exact e-mail or personnummer (masked; counted and audited)',
      body: ZCustomerLookupRequest,
      ok: { 200: ZStoreCustomerResponse },
      errors: { VALIDATION_FAILED: '{field: query, problem}', CUSTOMER_NOT_FOUND: '', RATE_LIMITED: '' },
    }),
    async (request) => ({ customer: await lookupCustomer({ ...deps(request), query: request.body.query }) }),
  );

  app.post(
    '/customers',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: 'Create a customer account; the temporary password is e-mailed to the customer',
      body: ZCreateCustomerRequest,
      ok: { 201: ZStoreCustomerResponse },
      errors: {
        VALIDATION_FAILED: '{field, problem}',
        EMAIL_TAKEN: '{customer?}',
        PERSONAL_NUMBER_TAKEN: '{customer?}',
        PHONE_TAKEN: '',
        RATE_LIMITED: '',
      },
    }),
    async (request, reply) => {
      const customer = await createCustomer({
        ...deps(request),
        input: request.body,
        publicUrl: app.accounts.publicUrl,
      });
      return reply.code(201).send({ customer });
    },
  );

  app.post(
    '/registrations',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: "Register a bike for a customer (100 of the store's points)",
      body: ZStoreRegisterBikeRequest,
      ok: { 201: ZStoreRegistrationResponse },
      errors: { ...registrationErrors, CUSTOMER_NOT_FOUND: '' },
    }),
    async (request, reply) => {
      const registered = await registerStoreBike({
        ...deps(request),
        input: request.body,
        publicUrl: app.accounts.publicUrl,
      });
      return reply.code(201).send(registered);
    },
  );

  app.get(
    '/inventory',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: "The store's stock: bikes it registered that its account still owns",
      ok: { 200: ZInventoryResponse },
    }),
    (request) => listInventory(deps(request)),
  );

  app.post(
    '/inventory',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: "Add a bike to the store's stock (100 of the store's points)",
      body: ZAddStockRequest,
      ok: { 201: ZStoreRegistrationResponse },
      errors: registrationErrors,
    }),
    async (request, reply) => {
      const registered = await registerStoreBike({
        ...deps(request),
        input: request.body,
        publicUrl: app.accounts.publicUrl,
      });
      return reply.code(201).send(registered);
    },
  );

  app.post(
    '/inventory/:bikeId/sale',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: 'Sell a bike from stock: a transfer the customer accepts in /receipts; the store pays it',
      params: z.object({ bikeId: z.uuid() }),
      body: ZSellStockRequest,
      ok: { 201: ZSellStockResponse },
      errors: {
        VALIDATION_FAILED: '{field, problem}',
        BIKE_NOT_FOUND: "(not this store's stock)",
        CUSTOMER_NOT_FOUND: '',
        BIKE_STOLEN: '{action: transfer}',
        TRANSFER_PENDING: '',
        INSUFFICIENT_POINTS: '{required, balance}',
      },
    }),
    async (request, reply) => {
      const sold = await sellStock({ ...deps(request), bikeId: request.params.bikeId, input: request.body });
      return reply.code(201).send(sold);
    },
  );

  await app.register(storeUploadRoutes);
};

/** POST /api/store/uploads/:bucket: the store's receipt or bike photo for its counter forms. */
const storeUploadRoutes: FastifyPluginAsyncZod = async (uploads) => {
  // Only this route takes multipart bodies, as in /api/me/uploads.
  await uploads.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  uploads.post(
    '/uploads/:bucket',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: "Upload the store's receipt or a bike photo (multipart/form-data, one part named file)",
      consumes: ['multipart/form-data'],
      params: z.object({ bucket: z.enum(['receipts', 'bike-photos']) }),
      ok: { 201: ZUploadedFile },
      errors: {
        VALIDATION_FAILED: '(unknown bucket)',
        FILE_MISSING: '',
        FILE_TOO_LARGE: '{maxBytes}',
        FILE_TYPE_NOT_ALLOWED: '',
      },
    }),
    async (request, reply) => {
      const uploaded = await uploadImage({
        db: uploads.db,
        storage: uploads.storage,
        actor: actorOf(request),
        bucket: request.params.bucket,
        storeCounter: true,
        readBytes: () => readFilePart(request),
      });
      return reply.code(201).send(uploaded);
    },
  );
};
