import { checkBusinessRequest } from '@ramkoll/shared/rules/business-request';
import { sameCompanyName } from '@ramkoll/shared/rules/company-name';
import { formatOrganizationNumber } from '@ramkoll/shared/rules/organization-number';
import type {
  BusinessRequestSubmit,
  BusinessRequestSubmitted,
} from '@ramkoll/shared/schemas/business-requests';
import { defaultLanguage } from '@ramkoll/shared/schemas/language';
import type { Db } from '../../db/client.js';
import { businessRequests } from '../../db/schema/business-requests.js';
import { AppError } from '../../lib/app-error.js';
import type { CompanyLookupProvider } from '../../providers/company-lookup/company-lookup-provider.js';
import { writeAudit } from '../audit/write-audit.js';
import { consumeAttempt, type RateLimitRule } from '../auth/rate-limit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { verifyCompany } from '../store-requests/look-up-company.js';

/** 5 requests per hour per client IP, like the shops' partnership form. */
export const businessRequestRateLimit: RateLimitRule = { max: 5, windowMs: 3_600_000 };

/**
 * A company's bulk request from /partners (decision 044): the shared rules, the per-IP limit, then
 * the organisation number looked up in the company register as the shops' form does (unknown and
 * inactive companies refused with the same codes) and the name checked against the register's
 * (rules/company-name, decision 095), then the row (status new, under the register's name), the
 * confirmation mail in the form's language and the audit entry in one transaction. Visitors may
 * send it; a signed-in sender is recorded.
 */
export async function submitBusinessRequest(options: {
  db: Db;
  companyLookup: CompanyLookupProvider;
  input: BusinessRequestSubmit;
  submittedBy: string | null;
  meta: RequestMeta;
  now: Date;
}): Promise<BusinessRequestSubmitted> {
  const { db, companyLookup, input, submittedBy, meta, now } = options;
  const checked = checkBusinessRequest(input);
  if (!checked.ok) throw validationFailed(checked.field, checked.problem);
  const { values } = checked;
  const language = input.language ?? defaultLanguage;

  const limit = await consumeAttempt({
    db,
    key: `business-request:${meta.ipAddress ?? 'unknown'}`,
    rule: businessRequestRateLimit,
    now,
    ipAddress: meta.ipAddress,
  });
  if (!limit.allowed) throw new AppError('RATE_LIMITED');

  // Counted before the look-up, so the register cannot be walked through this form either.
  const company = await verifyCompany(companyLookup, values.organizationNumber);
  if (!sameCompanyName(values.companyName, company.name)) {
    throw validationFailed('companyName', 'company_name_mismatch');
  }
  const companyName = company.name;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessRequests)
      .values({
        ...values,
        companyName,
        language,
        status: 'new',
        submittedBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: businessRequests.id });
    if (!row) throw new Error('business request insert returned nothing');
    await enqueueMail(tx, {
      to: values.contactEmail,
      template: 'business-request-received',
      language,
      payload: {
        requestId: row.id,
        companyName,
        organizationNumber: formatOrganizationNumber(values.organizationNumber),
        contactPerson: values.contactPerson,
        wants: values.wants,
        stickerQuantity: values.stickerQuantity,
        pointsQuantity: values.pointsQuantity,
      },
      now,
    });
    await writeAudit(tx, {
      action: 'business.request_submitted',
      actorUserId: submittedBy,
      targetType: 'business_request',
      targetId: row.id,
      details: {
        organizationNumber: values.organizationNumber,
        wants: values.wants,
        stickerQuantity: values.stickerQuantity,
        pointsQuantity: values.pointsQuantity,
      },
      meta,
    });
    return { id: row.id, status: 'new' as const, contactEmail: values.contactEmail };
  });
}
