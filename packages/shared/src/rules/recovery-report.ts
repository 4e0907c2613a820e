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

const problemOf: Record<RecoveryReportField, RecoveryReportProblem> = {
  locationFound: 'location_required',
  contactInfo: 'contact_required',
};

/** Every required field left blank, in the form's order: a form marks them all at once. */
export function missingRecoveryReportFields(input: RecoveryReportInput): RecoveryReportField[] {
  return (['locationFound', 'contactInfo'] as const).filter((field) => sanitizeText(input[field]) === null);
}

/** The first problem wins, in the form's order. */
export function checkRecoveryReport(input: RecoveryReportInput): RecoveryReportResult {
  const [field] = missingRecoveryReportFields(input);
  if (field) return { ok: false, field, problem: problemOf[field] };
  return {
    ok: true,
    report: {
      locationFound: sanitizeText(input.locationFound) ?? '',
      contactInfo: sanitizeText(input.contactInfo) ?? '',
      description: sanitizeText(input.description),
    },
  };
}
