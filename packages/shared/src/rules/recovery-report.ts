import { sanitizeText } from './sanitize-text.js';

/**
 * A "Found?" report (spec section 5 "Recovery report"): where the bike was found and how the owner
 * can reach the finder are required, a description is optional. Texts go through the sanitiser,
 * which trims them and cuts them to 1000 characters.
 */
export type RecoveryReportField = 'locationFound' | 'contactInfo';
export type RecoveryReportProblem = 'location_required' | 'contact_required';

export interface RecoveryReportInput {
  locationFound: string;
  contactInfo: string;
  description?: string | null;
}

export interface RecoveryReport {
  locationFound: string;
  contactInfo: string;
  description: string | null;
}

export type RecoveryReportResult =
  | { ok: true; report: RecoveryReport }
  | { ok: false; field: RecoveryReportField; problem: RecoveryReportProblem };

/** The first problem wins, in the form's order. */
export function checkRecoveryReport(input: RecoveryReportInput): RecoveryReportResult {
  const locationFound = sanitizeText(input.locationFound);
  if (locationFound === null) return { ok: false, field: 'locationFound', problem: 'location_required' };
  const contactInfo = sanitizeText(input.contactInfo);
  if (contactInfo === null) return { ok: false, field: 'contactInfo', problem: 'contact_required' };
  return { ok: true, report: { locationFound, contactInfo, description: sanitizeText(input.description) } };
}
