import { isValidEmail, MIN_NAME_LENGTH, MIN_PHONE_DIGITS, normalizeEmail } from './account.js';
import { passesLuhn } from './luhn.js';
import { impersonatesService } from './display-name.js';
import { sanitizeText } from './sanitize-text.js';

/*
 * The /register partnership application (spec sections 3 and 5, docs/decisions/038): checked the
 * same way by the form and by POST /api/partnership-applications. All fields are required except
 * the additional info; the bike count is a whole number from 1 (default 10).
 */

export const BIKE_COUNT_DEFAULT = 10;
export const BIKE_COUNT_MAX = 10_000;
export const PARTNERSHIP_TEXT_MAX_LENGTH = 200;
export const ADDITIONAL_INFO_MAX_LENGTH = 1000;
/** Points credited per bike of the package when an admin approves (product rules "Stores and admins"). */
export const POINTS_PER_PACKAGE_BIKE = 100;

export type OrganizationNumberProblem =
  'organization_number_required' | 'organization_number_format' | 'organization_number_checksum';

export type OrganizationNumberCheck =
  { ok: true; digits: string } | { ok: false; problem: OrganizationNumberProblem };

/**
 * Spec section 5: 10 digits, with or without a dash after the sixth ('Felaktigt format'), whose
 * last digit is a Luhn check digit ('Ogiltigt organisationsnummer'). Spaces around are ignored.
 */
export function checkOrganizationNumber(input: string): OrganizationNumberCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'organization_number_required' };
  if (!/^\d{6}-?\d{4}$/.test(trimmed)) return { ok: false, problem: 'organization_number_format' };
  const digits = trimmed.replace('-', '');
  return passesLuhn(digits) ? { ok: true, digits } : { ok: false, problem: 'organization_number_checksum' };
}

export const partnershipFields = [
  'organizationNumber',
  'companyName',
  'storeAddress',
  'postalCode',
  'city',
  'contactPerson',
  'contactEmail',
  'contactPhone',
  'bikeCount',
  'additionalInfo',
] as const;
export type PartnershipField = (typeof partnershipFields)[number];

/** The `problem` of a 400 VALIDATION_FAILED { field, problem } from the application route. */
export const partnershipProblems = [
  'required',
  'organization_number_required',
  'organization_number_format',
  'organization_number_checksum',
  'name_too_short',
  'too_long',
  'postal_code_invalid',
  'invalid_email',
  'invalid_phone',
  'bike_count_invalid',
] as const;
export type PartnershipProblem = (typeof partnershipProblems)[number];

export interface PartnershipInput {
  organizationNumber: string;
  companyName: string;
  storeAddress: string;
  postalCode: string;
  city: string;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string;
  /** A number from the API; the form's text as typed. */
  bikeCount: number | string;
  additionalInfo?: string | null | undefined;
}

/** What is stored: trimmed, sanitised, the organisation number as ten digits, postal code "NNN NN". */
export interface PartnershipApplication {
  organizationNumber: string;
  companyName: string;
  storeAddress: string;
  postalCode: string;
  city: string;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string;
  bikeCount: number;
  additionalInfo: string | null;
}

export function oneLine(value: string): string | null {
  return sanitizeText(value.replace(/\s+/g, ' '));
}

export function textProblem(value: string, minLength = 1): PartnershipProblem | null {
  const text = oneLine(value);
  if (text === null) return 'required';
  const length = Array.from(text).length;
  if (length < minLength) return 'name_too_short';
  return length > PARTNERSHIP_TEXT_MAX_LENGTH ? 'too_long' : null;
}

function postalCodeOf(value: string): string | null {
  const digits = value.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : null;
}

function bikeCountOf(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim());
  return Number.isInteger(number) && number >= 1 && number <= BIKE_COUNT_MAX ? number : null;
}

export function phoneProblem(value: string): PartnershipProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  // Spaces, dashes, parentheses and a leading + are how people write numbers; at least 7 digits.
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return 'invalid_phone';
  return trimmed.replace(/\D/g, '').length >= MIN_PHONE_DIGITS && trimmed.length <= 40
    ? null
    : 'invalid_phone';
}

const fieldChecks: Record<PartnershipField, (input: PartnershipInput) => PartnershipProblem | null> = {
  organizationNumber: (input) => {
    const checked = checkOrganizationNumber(input.organizationNumber);
    return checked.ok ? null : checked.problem;
  },
  companyName: (input) => textProblem(input.companyName),
  storeAddress: (input) => textProblem(input.storeAddress),
  postalCode: (input) => {
    if (input.postalCode.trim() === '') return 'required';
    return postalCodeOf(input.postalCode) ? null : 'postal_code_invalid';
  },
  city: (input) => textProblem(input.city),
  contactPerson: (input) => textProblem(input.contactPerson, MIN_NAME_LENGTH),
  contactEmail: (input) => {
    if (input.contactEmail.trim() === '') return 'required';
    return isValidEmail(input.contactEmail) && input.contactEmail.trim().length <= 254
      ? null
      : 'invalid_email';
  },
  contactPhone: (input) => phoneProblem(input.contactPhone),
  bikeCount: (input) => (bikeCountOf(input.bikeCount) === null ? 'bike_count_invalid' : null),
  additionalInfo: (input) =>
    Array.from((input.additionalInfo ?? '').trim()).length > ADDITIONAL_INFO_MAX_LENGTH ? 'too_long' : null,
};

/** Every field's problem, in the form's order: the form marks them all at once. */
export function partnershipProblemsOf(
  input: PartnershipInput,
): { field: PartnershipField; problem: PartnershipProblem }[] {
  return partnershipFields.flatMap((field) => {
    const problem = fieldChecks[field](input);
    return problem ? [{ field, problem }] : [];
  });
}

export type PartnershipCheck =
  | { ok: true; application: PartnershipApplication }
  | { ok: false; field: PartnershipField; problem: PartnershipProblem };

/** The first problem wins, in the form's order; otherwise the application as it is stored. */
export function checkPartnershipApplication(input: PartnershipInput): PartnershipCheck {
  const [first] = partnershipProblemsOf(input);
  if (first) return { ok: false, ...first };
  const organizationNumber = checkOrganizationNumber(input.organizationNumber);
  return {
    ok: true,
    application: {
      organizationNumber: organizationNumber.ok ? organizationNumber.digits : '',
      companyName: oneLine(input.companyName) ?? '',
      storeAddress: oneLine(input.storeAddress) ?? '',
      postalCode: postalCodeOf(input.postalCode) ?? '',
      city: oneLine(input.city) ?? '',
      contactPerson: oneLine(input.contactPerson) ?? '',
      contactEmail: normalizeEmail(input.contactEmail),
      contactPhone: input.contactPhone.trim().replace(/\s+/g, ' '),
      bikeCount: bikeCountOf(input.bikeCount) ?? BIKE_COUNT_DEFAULT,
      additionalInfo: sanitizeText(input.additionalInfo ?? ''),
    },
  };
}

export const STORE_REJECTION_REASON_MIN_LENGTH = 5;
export const STORE_REJECTION_REASON_MAX_LENGTH = 1000;

export type StoreRejectionProblem = 'reason_required' | 'reason_too_short' | 'reason_too_long';

/** An admin's reason for rejecting an application: e-mailed to the shop, so sanitised and sensible. */
export function checkStoreRejectionReason(
  input: string,
): { ok: true; reason: string } | { ok: false; problem: StoreRejectionProblem } {
  if (Array.from(input.trim()).length > STORE_REJECTION_REASON_MAX_LENGTH) {
    return { ok: false, problem: 'reason_too_long' };
  }
  const reason = sanitizeText(input);
  if (reason === null) return { ok: false, problem: 'reason_required' };
  if (Array.from(reason).length < STORE_REJECTION_REASON_MIN_LENGTH) {
    return { ok: false, problem: 'reason_too_short' };
  }
  return { ok: true, reason };
}

/** The store fields an admin may adjust before approving; name required, chain and location id optional. */
export type StoreApprovalField = 'name' | 'chain' | 'locationId';
export type StoreApprovalProblem = 'required' | 'too_long' | 'name_impersonates' | 'location_id_invalid';

export function storeApprovalProblemsOf(input: {
  name: string;
  chain?: string | null | undefined;
  locationId?: string | null | undefined;
}): { field: StoreApprovalField; problem: StoreApprovalProblem }[] {
  const problems: { field: StoreApprovalField; problem: StoreApprovalProblem }[] = [];
  const name = oneLine(input.name);
  if (name === null) problems.push({ field: 'name', problem: 'required' });
  else if (Array.from(name).length > PARTNERSHIP_TEXT_MAX_LENGTH)
    problems.push({ field: 'name', problem: 'too_long' });
  // The store's name is the sender of its customers' mails: never Ramkoll's or the police's (decision 095).
  else if (impersonatesService(name, { kind: 'store' }))
    problems.push({ field: 'name', problem: 'name_impersonates' });
  if (Array.from((input.chain ?? '').trim()).length > PARTNERSHIP_TEXT_MAX_LENGTH) {
    problems.push({ field: 'chain', problem: 'too_long' });
  }
  const locationId = (input.locationId ?? '').trim();
  if (locationId !== '' && !/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(locationId)) {
    problems.push({ field: 'locationId', problem: 'location_id_invalid' });
  }
  return problems;
}

/** The adjusted store fields as stored: trimmed, empty optional fields as null. */
export function storeApprovalValues(input: {
  name: string;
  chain?: string | null | undefined;
  locationId?: string | null | undefined;
}): { name: string; chain: string | null; locationId: string | null } {
  return {
    name: oneLine(input.name) ?? '',
    chain: oneLine(input.chain ?? ''),
    locationId: (input.locationId ?? '').trim().toUpperCase() || null,
  };
}
