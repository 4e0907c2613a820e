import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import {
  ZIdVerification,
  ZMyIdVerificationStatus,
  ZSubmitIdVerificationRequest,
} from '@ramkoll/shared/schemas/id-verification';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf, requestMeta, requireCustomer } from '../../plugins/auth.js';
import { getMyIdVerification } from '../../services/identity/get-my-id-verification.js';
import { submitIdVerification } from '../../services/identity/submit-id-verification.js';

const customerOnly = { 401: ZApiError, 403: ZApiError };

/** /api/me/id-verification: my ID document check at /mitt-id (customers). */
export const idVerificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/',
    {
      schema: {
        tags: ['me'],
        summary: 'Whether my identity is verified, and my latest ID document submission',
        description: 'Errors: 403 FORBIDDEN (store and admin).',
        response: { 200: ZMyIdVerificationStatus, ...customerOnly },
      },
    },
    (request) => getMyIdVerification({ db: app.db, actor: actorOf(request) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['me'],
        summary: 'Submit an uploaded ID photo (bucket id-documents) for an admin to review',
        description:
          'Errors: 400 VALIDATION_FAILED, 404 FILE_NOT_FOUND (not my id-documents upload), ' +
          '409 ID_VERIFICATION_PENDING, 409 IDENTITY_ALREADY_VERIFIED, 403 FORBIDDEN (store and admin).',
        body: ZSubmitIdVerificationRequest,
        response: { 201: ZIdVerification, 400: ZApiError, 404: ZApiError, 409: ZApiError, ...customerOnly },
      },
    },
    async (request, reply) => {
      const submitted = await submitIdVerification({
        db: app.db,
        actor: actorOf(request),
        fileId: request.body.fileId,
        meta: requestMeta(request),
      });
      return reply.code(201).send(submitted);
    },
  );
  done();
};
