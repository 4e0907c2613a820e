import { ZBusinessRequestSubmit, ZBusinessRequestSubmitted } from '@ramkoll/shared/schemas/business-requests';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authenticate, requestMeta } from '../../plugins/auth.js';
import { submitBusinessRequest } from '../../services/business-requests/submit-business-request.js';
import { routeContract } from '../route-contract.js';

/** The companies' form on /partners (decision 044): open to visitors, rate-limited per IP. */
export const businessRequestRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/business-requests',
    routeContract({
      access: 'public',
      tags: ['public'],
      summary:
        'A company asks for stickers or points in bulk: the organisation number is looked up and the name must be the register’s; stored as new, the contact is e-mailed a confirmation',
      body: ZBusinessRequestSubmit,
      ok: { 201: ZBusinessRequestSubmitted },
      errors: {
        VALIDATION_FAILED:
          '{field, problem} (rules/business-request; companyName: company_name_mismatch when the register names the number otherwise)',
        COMPANY_NOT_FOUND: '',
        COMPANY_INACTIVE: '{status}',
        COMPANY_LOOKUP_FAILED: '(the register could not be asked)',
        RATE_LIMITED: '(5 requests per hour per IP)',
      },
    }),
    async (request, reply) => {
      // Public route: a missing or expired session just means the sender is a visitor.
      const session = await authenticate(request);
      const submitted = await submitBusinessRequest({
        db: app.db,
        companyLookup: app.companyLookup,
        input: request.body,
        submittedBy: session?.user.id ?? null,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.code(201).header('Cache-Control', 'no-store').send(submitted);
    },
  );
  done();
};
