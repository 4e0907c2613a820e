/**
 * Rules of the /store-settings forms, shared by the web and the server: problems are the codes of
 * VALIDATION_FAILED { field, problem } and the keys the web words them with (store_area.json
 * "problems"). Every field's problem at once (docs/decisions/037).
 */

export const STAFF_CODE_PATTERN = /^[A-Za-z0-9]{6,20}$/;
export const MAX_STAFF_CODE_LABEL = 60;

export interface FieldProblem<F extends string = string> {
  field: F;
  problem: string;
}

export function checkStaffCodeInput(input: {
  label: string;
  code: string;
}): FieldProblem<'label' | 'code'>[] {
  const problems: FieldProblem<'label' | 'code'>[] = [];
  const label = input.label.trim();
  if (label.length === 0) problems.push({ field: 'label', problem: 'label_required' });
  else if (label.length > MAX_STAFF_CODE_LABEL) problems.push({ field: 'label', problem: 'label_too_long' });
  if (!STAFF_CODE_PATTERN.test(input.code.trim()))
    problems.push({ field: 'code', problem: 'staff_code_format' });
  return problems;
}

export interface StoreProfileInput {
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  contactInfo: string;
}

type ProfileField = keyof StoreProfileInput;

const PHONE_PATTERN = /^\+?[0-9][0-9 -]*$/;
const POSTAL_CODE_PATTERN = /^[0-9]{3} ?[0-9]{2}$/;
const MAX_TEXT = 200;
const MAX_CONTACT = 500;

/** The profile as saved: trimmed, inner runs of spaces collapsed. */
export function normalizeStoreProfile(input: StoreProfileInput): StoreProfileInput {
  const clean = (value: string) => value.trim().replace(/\s+/gu, ' ');
  return {
    phone: clean(input.phone),
    address: clean(input.address),
    postalCode: clean(input.postalCode),
    city: clean(input.city),
    contactInfo: input.contactInfo.trim(),
  };
}

/** Phone and address are required (customers call and visit); postal code, if given, is Swedish. */
export function checkStoreProfile(input: StoreProfileInput): FieldProblem<ProfileField>[] {
  const value = normalizeStoreProfile(input);
  const problems: FieldProblem<ProfileField>[] = [];
  const digits = value.phone.replace(/[^0-9]/g, '').length;
  if (value.phone.length === 0) problems.push({ field: 'phone', problem: 'phone_required' });
  else if (!PHONE_PATTERN.test(value.phone) || digits < 7 || digits > 15)
    problems.push({ field: 'phone', problem: 'phone_invalid' });
  if (value.address.length < 2) problems.push({ field: 'address', problem: 'address_required' });
  if (value.postalCode !== '' && !POSTAL_CODE_PATTERN.test(value.postalCode))
    problems.push({ field: 'postalCode', problem: 'postal_code_invalid' });
  for (const field of ['address', 'city'] as const) {
    if (value[field].length > MAX_TEXT) problems.push({ field, problem: 'too_long' });
  }
  if (value.contactInfo.length > MAX_CONTACT) problems.push({ field: 'contactInfo', problem: 'too_long' });
  return problems;
}
