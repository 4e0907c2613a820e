import { checkPartnershipApplication } from '@ramkoll/shared/rules/partnership-application';
import { formatOrganizationNumber } from '@ramkoll/shared/rules/organization-number';
import { defaultLanguage } from '@ramkoll/shared/schemas/language';
import type {
  PartnershipApplicationRequest,
  PartnershipApplicationResponse,
} from '@ramkoll/shared/schemas/store-requests';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pgErrorCodes, pgErrorInfo } from '../../db/errors.js';
import { profiles } from '../../db/schema/accounts.js';
import { notifications } from '../../db/schema/messaging.js';
import { businessPackageRequests, stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { CompanyLookupProvider } from '../../providers/company-lookup/company-lookup-provider.js';
import { writeAudit } from '../audit/write-audit.js';
import { consumeAttempt, type RateLimitRule } from '../auth/rate-limit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { verifyCompany } from './look-up-company.js';

/** 5 applications per hour per client IP, like the contact form. */
export const partnershipRateLimit: RateLimitRule = { max: 5, windowMs: 3_600_000 };

export interface SubmitPartnershipOptions {
  db: Db;
  companyLookup: CompanyLookupProvider;
  input: PartnershipApplicationRequest;
  /** The signed-in user who sent it, if any (recorded as submitted_by). */
  submittedBy: string | null;
  meta: RequestMeta;
  now: Date;
}

/**
 * A shop's partnership application from /register (decision 038): the shared rules, the per-IP
 * limit, the company looked up again (the form's verification is never trusted; the register's
 * name is stored), then refused if the organisation number is already a store or has a pending
 * application. The row, the applicant's confirmation mail, a notification to every admin and the
 * audit entry are written in one transaction; the partial unique index on pending applications
 * decides a race between two submissions.
 */
export async function submitPartnershipApplication(
  options: SubmitPartnershipOptions,
): Promise<PartnershipApplicationResponse> {
  const { db, companyLookup, input, submittedBy, meta, now } = options;
  const checked = checkPartnershipApplication(input);
  if (!checked.ok) throw validationFailed(checked.field, checked.problem);
  const { application } = checked;
  const language = input.language ?? defaultLanguage;

  const limit = await consumeAttempt({
    db,
    key: `partnership:${meta.ipAddress ?? 'unknown'}`,
    rule: partnershipRateLimit,
    now,
    ipAddress: meta.ipAddress,
  });
  if (!limit.allowed) throw new AppError('RATE_LIMITED');

  const company = await verifyCompany(companyLookup, application.organizationNumber);
  await assertNoStoreOrPendingRequest(db, application.organizationNumber);

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(businessPackageRequests)
        .values({
          ...application,
          companyName: company.name,
          storePostalCode: application.postalCode,
          storeCity: application.city,
          requestType: 'store_partnership',
          status: 'pending',
          language,
          submittedBy,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: businessPackageRequests.id });
      if (!row) throw new Error('application insert returned nothing');
      await enqueueMail(tx, {
        to: application.contactEmail,
        template: 'store-request-received',
        language,
        payload: {
          requestId: row.id,
          companyName: company.name,
          organizationNumber: formatOrganizationNumber(application.organizationNumber),
          contactPerson: application.contactPerson,
          bikeCount: application.bikeCount,
        },
        now,
      });
      await notifyAdmins(tx, { requestId: row.id, companyName: company.name }, now);
      await writeAudit(tx, {
        action: 'store.application_submitted',
        actorUserId: submittedBy,
        targetType: 'business_package_request',
        targetId: row.id,
        details: { organizationNumber: application.organizationNumber, bikeCount: application.bikeCount },
        meta,
      });
      return { id: row.id, status: 'pending' as const, contactEmail: application.contactEmail };
    });
  } catch (error) {
    const info = pgErrorInfo(error);
    if (
      info?.code === pgErrorCodes.uniqueViolation &&
      info.constraint === 'business_package_requests_pending_org_unique'
    ) {
      throw new AppError('STORE_REQUEST_PENDING');
    }
    throw error;
  }
}

async function assertNoStoreOrPendingRequest(db: Db, organizationNumber: string): Promise<void> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.organizationNumber, organizationNumber))
    .limit(1);
  if (store) throw new AppError('STORE_ALREADY_PARTNER');
  const [pending] = await db
    .select({ id: businessPackageRequests.id })
    .from(businessPackageRequests)
    .where(
      and(
        eq(businessPackageRequests.organizationNumber, organizationNumber),
        eq(businessPackageRequests.status, 'pending'),
      ),
    )
    .limit(1);
  if (pending) throw new AppError('STORE_REQUEST_PENDING');
}

/** One in-app notification per admin account, in the application's transaction. */
async function notifyAdmins(
  tx: Tx,
  payload: { requestId: string; companyName: string },
  now: Date,
): Promise<void> {
  const admins = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.role, 'admin'));
  if (admins.length === 0) return;
  await tx.insert(notifications).values(
    admins.map(({ userId }) => ({
      userId,
      type: 'store_request_received' as const,
      payload,
      createdAt: now,
    })),
  );
}
