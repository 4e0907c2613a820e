import {
  ZIdVerification,
  ZMyIdVerificationStatus,
  ZSubmitIdVerificationRequest,
} from '@ramkoll/shared/schemas/id-verification';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf, requestMeta, requireCustomer } from '../../plugins/auth.js';
import { getMyIdVerification } from '../../services/identity/get-my-id-verification.js';
import { submitIdVerification } from '../../services/identity/submit-id-verification.js';
import { routeContract } from '../route-contract.js';

/** /api/me/id-verification: my ID document check at /mitt-id (customers). */
export const idVerificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Whether my identity is verified, and my latest ID document submission',
      ok: { 200: ZMyIdVerificationStatus },
      errors: { FORBIDDEN: '(store and admin)' },
    }),
    (request) => getMyIdVerification({ db: app.db, actor: actorOf(request) }),
  );

  app.post(
    '/',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Submit an uploaded ID photo (bucket id-documents) for an admin to review',
      body: ZSubmitIdVerificationRequest,
      ok: { 201: ZIdVerification },
      errors: {
        VALIDATION_FAILED: '',
        FORBIDDEN: '(store and admin)',
        FILE_NOT_FOUND: '(not my id-documents upload)',
        ID_VERIFICATION_PENDING: '',
        IDENTITY_ALREADY_VERIFIED: '',
      },
    }),
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
