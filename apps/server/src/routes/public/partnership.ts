import {
  ZCompany,
  ZCompanyLookupParams,
  ZPartnershipApplicationRequest,
  ZPartnershipApplicationResponse,
} from '@ramkoll/shared/schemas/store-requests';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authenticate, requestMeta } from '../../plugins/auth.js';
import { lookUpCompany } from '../../services/store-requests/look-up-company.js';
import { submitPartnershipApplication } from '../../services/store-requests/submit-partnership-application.js';
import { routeContract } from '../route-contract.js';

const organizationNumberErrors =
  '{field: organizationNumber, problem: organization_number_format | organization_number_checksum}';

/**
 * The /register partnership form (decision 038): look a company up by organisation number, and
 * apply. Both are open to visitors and rate-limited per IP.
 */
export const partnershipRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/companies/:organizationNumber',
    routeContract({
      access: 'public',
      tags: ['public'],
      summary: 'Look a company up by organisation number (10 digits, dash optional, valid check digit)',
      params: ZCompanyLookupParams,
      ok: { 200: ZCompany },
      errors: {
        VALIDATION_FAILED: organizationNumberErrors,
        COMPANY_NOT_FOUND: '',
        COMPANY_INACTIVE: '{status}',
        RATE_LIMITED: '(30 look-ups per 10 minutes per IP)',
        COMPANY_LOOKUP_FAILED: '(the register could not be asked)',
      },
    }),
    async (request, reply) => {
      const company = await lookUpCompany({
        db: app.db,
        provider: app.companyLookup,
        organizationNumber: request.params.organizationNumber,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.header('Cache-Control', 'no-store').send(company);
    },
  );

  app.post(
    '/partnership-applications',
    routeContract({
      access: 'public',
      tags: ['public'],
      summary:
        'Apply to become a partner store: the company is looked up again; the applicant is e-mailed and admins notified',
      body: ZPartnershipApplicationRequest,
      ok: { 201: ZPartnershipApplicationResponse },
      errors: {
        VALIDATION_FAILED: '{field, problem} (rules/partnership-application)',
        COMPANY_NOT_FOUND: '',
        COMPANY_INACTIVE: '{status}',
        STORE_REQUEST_PENDING: '(an application for the organisation number waits for an answer)',
        STORE_ALREADY_PARTNER: '',
        RATE_LIMITED: '(5 applications per hour per IP)',
        COMPANY_LOOKUP_FAILED: '',
      },
    }),
    async (request, reply) => {
      // Public route: a missing or expired session just means the applicant is a visitor.
      const session = await authenticate(request);
      const submitted = await submitPartnershipApplication({
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
