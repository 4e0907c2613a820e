import { checkOrganizationNumber } from '@ramkoll/shared/rules/partnership-application';
import type { Company } from '@ramkoll/shared/schemas/store-requests';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CompanyLookupProvider } from '../../providers/company-lookup/company-lookup-provider.js';
import { consumeAttempt, type RateLimitRule } from '../auth/rate-limit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';

/** 30 look-ups per 10 minutes per client IP: a shop typing, not a crawl of the register. */
export const companyLookupRateLimit: RateLimitRule = { max: 30, windowMs: 600_000 };

/**
 * Spec section 8 "Company lookup": an organisation number with the right format and check digit,
 * a company the register knows, whose status is 'aktiv' (case-insensitive). Used by the public
 * look-up and again by the application itself, which never trusts the form's verification.
 */
export async function verifyCompany(
  provider: CompanyLookupProvider,
  organizationNumber: string,
): Promise<Company> {
  const checked = checkOrganizationNumber(organizationNumber);
  if (!checked.ok) throw validationFailed('organizationNumber', checked.problem);
  let company: Company | null;
  try {
    company = await provider.lookUp(checked.digits);
  } catch (error) {
    throw new AppError('COMPANY_LOOKUP_FAILED', undefined, { cause: error });
  }
  if (!company) throw new AppError('COMPANY_NOT_FOUND');
  if (company.status.toLowerCase() !== 'aktiv')
    throw new AppError('COMPANY_INACTIVE', { status: company.status });
  return company;
}

/** GET /api/companies/:organizationNumber: rate-limited per IP (well-formed numbers count). */
export async function lookUpCompany(options: {
  db: Db;
  provider: CompanyLookupProvider;
  organizationNumber: string;
  meta: RequestMeta;
  now: Date;
}): Promise<Company> {
  const { db, provider, organizationNumber, meta, now } = options;
  const checked = checkOrganizationNumber(organizationNumber);
  if (!checked.ok) throw validationFailed('organizationNumber', checked.problem);
  const limit = await consumeAttempt({
    db,
    key: `company-lookup:${meta.ipAddress ?? 'unknown'}`,
    rule: companyLookupRateLimit,
    now,
    ipAddress: meta.ipAddress,
  });
  if (!limit.allowed) throw new AppError('RATE_LIMITED');
  return verifyCompany(provider, checked.digits);
}
