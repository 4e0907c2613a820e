import {
  checkEmailPair,
  COUNTRY_CODES,
  type CountryCode,
  DEFAULT_COUNTRY_CODE,
  isValidEmail,
  MIN_NAME_LENGTH,
  parsePhone,
} from '@ramkoll/shared/rules/account';
import { impersonatesService } from '@ramkoll/shared/rules/display-name';
import { parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';

/** The BankID registration form (spec section 5 "BankID registration"). */
export interface BankIdFormValues {
  fullName: string;
  email: string;
  emailConfirmation: string;
  countryCode: CountryCode;
  phone: string;
  personalNumber: string;
}

export type BankIdField = keyof BankIdFormValues;

export type BankIdFieldProblem =
  | 'required'
  | 'name_too_short'
  | 'name_impersonates'
  | 'invalid_email'
  | 'emails_do_not_match'
  | 'invalid_phone'
  | 'personal_number_missing'
  | 'personal_number_format'
  | 'personal_number_luhn';

export const emptyBankIdForm: BankIdFormValues = {
  fullName: '',
  email: '',
  emailConfirmation: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  personalNumber: '',
};

export const countryOptions = [
  { code: '+46', country: 'se' },
  { code: '+47', country: 'no' },
  { code: '+45', country: 'dk' },
  { code: '+358', country: 'fi' },
  { code: '+354', country: 'is' },
] as const satisfies readonly { code: CountryCode; country: string }[];

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/**
 * The fields the form asks for. With real e-ID the name and personnummer come from the
 * identification (decision 087); only the simulator asks for them.
 */
export function bankIdFormFields(simulated: boolean): readonly BankIdField[] {
  return simulated
    ? ['fullName', 'email', 'emailConfirmation', 'countryCode', 'phone', 'personalNumber']
    : ['email', 'emailConfirmation', 'countryCode', 'phone'];
}

/** Every asked field's problem with the shared rules, or none. */
export function checkBankIdForm(
  values: BankIdFormValues,
  { simulated = true }: { simulated?: boolean } = {},
): Partial<Record<BankIdField, BankIdFieldProblem>> {
  const problems: Partial<Record<BankIdField, BankIdFieldProblem>> = {};
  if (simulated) {
    if (!values.fullName.trim()) problems.fullName = 'required';
    else if (values.fullName.trim().length < MIN_NAME_LENGTH) problems.fullName = 'name_too_short';
    else if (impersonatesService(values.fullName)) problems.fullName = 'name_impersonates';
  }

  if (!values.email.trim()) problems.email = 'required';
  else if (!isValidEmail(values.email)) problems.email = 'invalid_email';

  if (!values.emailConfirmation.trim()) problems.emailConfirmation = 'required';
  else if (!problems.email) {
    const pair = checkEmailPair(values.email, values.emailConfirmation);
    if (pair) problems.emailConfirmation = pair;
  } else if (!values.emailConfirmation.includes('@')) problems.emailConfirmation = 'invalid_email';

  if (!values.phone.trim()) problems.phone = 'required';
  else if (!parsePhone(values.countryCode, values.phone).ok) problems.phone = 'invalid_phone';

  if (simulated) {
    const personalNumber = parsePersonalNumber(values.personalNumber);
    if (!personalNumber.ok) problems.personalNumber = personalNumber.problem;
  }
  return problems;
}
