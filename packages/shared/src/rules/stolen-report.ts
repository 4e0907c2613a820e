import { sanitizeText } from './sanitize-text.js';

/**
 * A theft report (spec section 4 "Stolen"; docs/product-rules.md): the date it happened (YYYY-MM-DD, a real
 * date, not in the future, not before the bike was registered), where (2–500 characters) and an optional police report number
 * (at most 50). Texts go through the sanitiser first, which also trims them.
 */
export const STOLEN_LOCATION_MIN_LENGTH = 2;
export const STOLEN_LOCATION_MAX_LENGTH = 500;
export const POLICE_REPORT_NUMBER_MAX_LENGTH = 50;

export type StolenReportProblem =
  | 'stolen_date_required'
  | 'stolen_date_invalid'
  | 'stolen_date_in_future'
  | 'stolen_date_before_registration'
  | 'stolen_location_required'
  | 'stolen_location_too_short'
  | 'stolen_location_too_long'
  | 'police_report_number_too_long';

export type StolenReportField = 'stolenDate' | 'location' | 'policeReportNumber';

export interface StolenReportInput {
  stolenDate: string;
  location: string;
  policeReportNumber?: string | null;
}

export interface StolenReport {
  stolenDate: string;
  location: string;
  policeReportNumber: string | null;
}

export type StolenReportResult =
  { ok: true; report: StolenReport } | { ok: false; field: StolenReportField; problem: StolenReportProblem };

/**
 * Checks a report against `today` and the day the bike was registered (both YYYY-MM-DD in Swedish
 * time, see todayIn): a bike cannot be stolen from its owner before Ramkoll knew it was theirs,
 * and a report dated earlier would stand in the history before the registration. The first
 * problem wins, in the form's order.
 */
export function checkStolenReport(
  input: StolenReportInput,
  today: string,
  registeredOn: string | null = null,
): StolenReportResult {
  const stolenDate = input.stolenDate.trim();
  if (stolenDate === '') return { ok: false, field: 'stolenDate', problem: 'stolen_date_required' };
  if (!isIsoDate(stolenDate)) return { ok: false, field: 'stolenDate', problem: 'stolen_date_invalid' };
  if (stolenDate > today) return { ok: false, field: 'stolenDate', problem: 'stolen_date_in_future' };
  if (registeredOn !== null && stolenDate < registeredOn) {
    return { ok: false, field: 'stolenDate', problem: 'stolen_date_before_registration' };
  }

  const location = sanitizeText(input.location);
  if (location === null) return { ok: false, field: 'location', problem: 'stolen_location_required' };
  const length = Array.from(location).length;
  if (length < STOLEN_LOCATION_MIN_LENGTH) {
    return { ok: false, field: 'location', problem: 'stolen_location_too_short' };
  }
  if (length > STOLEN_LOCATION_MAX_LENGTH) {
    return { ok: false, field: 'location', problem: 'stolen_location_too_long' };
  }

  const policeReportNumber = sanitizeText(input.policeReportNumber);
  if (
    policeReportNumber !== null &&
    Array.from(policeReportNumber).length > POLICE_REPORT_NUMBER_MAX_LENGTH
  ) {
    return { ok: false, field: 'policeReportNumber', problem: 'police_report_number_too_long' };
  }
  return { ok: true, report: { stolenDate, location, policeReportNumber } };
}

/** YYYY-MM-DD naming a day that exists (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Kept here too for the callers that check a report against today.
export { todayIn } from './swedish-time.js';
