import { isValidEmail, MIN_NAME_LENGTH, normalizeEmail } from './account.js';
import {
  checkOrganizationNumber,
  oneLine,
  phoneProblem,
  textProblem,
  type PartnershipProblem,
} from './partnership-application.js';
import { sanitizeText } from './sanitize-text.js';
import {
  BUSINESS_NOTE_MAX,
  BUSINESS_QUANTITY_MAX,
  businessWants,
  companyKinds,
  type BusinessWants,
  type CompanyKind,
} from '../schemas/business-requests.js';

/*
 * The companies' form on /partners (decision 044): checked the same way by the form and by
 * POST /api/business-requests. Field rules are the partnership application's (decision 038):
 * organisation number with its Luhn check digit, names, e-mail and phone; plus the company kind,
 * what it wants (stickers, points or both) and the quantity of each it wants.
 */

export const BUSINESS_MESSAGE_MAX_LENGTH = 1000;

export const businessRequestFields = [
  'organizationNumber',
  'companyName',
  'companyKind',
  'contactPerson',
  'contactEmail',
  'contactPhone',
  'wants',
  'stickerQuantity',
  'pointsQuantity',
  'message',
] as const;
export type BusinessRequestField = (typeof businessRequestFields)[number];

/** `company_name_mismatch` only from the server, which knows the register's name (decision 095). */
export type BusinessRequestProblem = PartnershipProblem | 'quantity_invalid' | 'company_name_mismatch';

export interface BusinessRequestInput {
  organizationNumber: string;
  companyName: string;
  /** '' when nothing is chosen yet (the form). */
  companyKind: CompanyKind | '';
  wants: BusinessWants | '';
  /** A number from the API; the form's text as typed. Ignored when not wanted. */
  stickerQuantity?: number | string | null | undefined;
  pointsQuantity?: number | string | null | undefined;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string;
  message?: string | null | undefined;
}

/** What is stored: trimmed, sanitised, ten digits; the quantity of what is not wanted is null. */
export interface BusinessRequestValues {
  organizationNumber: string;
  companyName: string;
  companyKind: CompanyKind;
  wants: BusinessWants;
  stickerQuantity: number | null;
  pointsQuantity: number | null;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string;
  message: string | null;
}

function quantityOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim());
  return Number.isInteger(number) && number >= 1 && number <= BUSINESS_QUANTITY_MAX ? number : null;
}

export function wantsStickers(wants: BusinessWants | ''): boolean {
  return wants === 'stickers' || wants === 'both';
}

export function wantsPoints(wants: BusinessWants | ''): boolean {
  return wants === 'points' || wants === 'both';
}

const fieldChecks: Record<
  BusinessRequestField,
  (input: BusinessRequestInput) => BusinessRequestProblem | null
> = {
  organizationNumber: (input) => {
    const checked = checkOrganizationNumber(input.organizationNumber);
    return checked.ok ? null : checked.problem;
  },
  companyName: (input) => textProblem(input.companyName),
  companyKind: (input) =>
    (companyKinds as readonly string[]).includes(input.companyKind) ? null : 'required',
  contactPerson: (input) => textProblem(input.contactPerson, MIN_NAME_LENGTH),
  contactEmail: (input) => {
    if (input.contactEmail.trim() === '') return 'required';
    return isValidEmail(input.contactEmail) && input.contactEmail.trim().length <= 254
      ? null
      : 'invalid_email';
  },
  contactPhone: (input) => phoneProblem(input.contactPhone),
  wants: (input) => ((businessWants as readonly string[]).includes(input.wants) ? null : 'required'),
  stickerQuantity: (input) =>
    wantsStickers(input.wants) && quantityOf(input.stickerQuantity) === null ? 'quantity_invalid' : null,
  pointsQuantity: (input) =>
    wantsPoints(input.wants) && quantityOf(input.pointsQuantity) === null ? 'quantity_invalid' : null,
  message: (input) =>
    Array.from((input.message ?? '').trim()).length > BUSINESS_MESSAGE_MAX_LENGTH ? 'too_long' : null,
};

/** Every field's problem, in the form's order: the form marks them all at once. */
export function businessRequestProblemsOf(
  input: BusinessRequestInput,
): { field: BusinessRequestField; problem: BusinessRequestProblem }[] {
  return businessRequestFields.flatMap((field) => {
    const problem = fieldChecks[field](input);
    return problem ? [{ field, problem }] : [];
  });
}

export type BusinessRequestCheck =
  | { ok: true; values: BusinessRequestValues }
  | { ok: false; field: BusinessRequestField; problem: BusinessRequestProblem };

/** The first problem wins, in the form's order; otherwise the request as it is stored. */
export function checkBusinessRequest(input: BusinessRequestInput): BusinessRequestCheck {
  const [first] = businessRequestProblemsOf(input);
  if (first) return { ok: false, ...first };
  const organizationNumber = checkOrganizationNumber(input.organizationNumber);
  const wants = input.wants as BusinessWants;
  return {
    ok: true,
    values: {
      organizationNumber: organizationNumber.ok ? organizationNumber.digits : '',
      companyName: oneLine(input.companyName) ?? '',
      companyKind: input.companyKind as CompanyKind,
      wants,
      stickerQuantity: wantsStickers(wants) ? quantityOf(input.stickerQuantity) : null,
      pointsQuantity: wantsPoints(wants) ? quantityOf(input.pointsQuantity) : null,
      contactPerson: oneLine(input.contactPerson) ?? '',
      contactEmail: normalizeEmail(input.contactEmail),
      contactPhone: input.contactPhone.trim().replace(/\s+/g, ' '),
      message: sanitizeText(input.message ?? ''),
    },
  };
}

export type BusinessNoteProblem = 'required' | 'too_long';

/** An admin's note: sanitised, 1–2000 characters; `optional` lets a status change carry none. */
export function checkBusinessNote(
  input: string | null | undefined,
): { ok: true; note: string | null } | { ok: false; problem: BusinessNoteProblem } {
  if (Array.from((input ?? '').trim()).length > BUSINESS_NOTE_MAX) return { ok: false, problem: 'too_long' };
  return { ok: true, note: sanitizeText(input ?? '') };
}
