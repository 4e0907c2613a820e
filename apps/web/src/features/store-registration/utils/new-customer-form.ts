import { checkNewCustomer } from '@ramkoll/shared/rules/store-registration';
import type { CreateCustomerRequest } from '@ramkoll/shared/schemas/store-registration';
import type { Language } from '@ramkoll/shared/schemas/language';

export interface NewCustomerValues {
  fullName: string;
  personalNumber: string;
  email: string;
  phone: string;
  language: Language;
}

export type NewCustomerField = Exclude<keyof NewCustomerValues, 'language'>;

export const emptyNewCustomer: NewCustomerValues = {
  fullName: '',
  personalNumber: '',
  email: '',
  phone: '',
  language: 'sv',
};

/** Every field's problem at once (decision 037): the sign-up rules the server runs again. */
export function newCustomerProblems(
  values: NewCustomerValues,
  now = new Date(),
): Partial<Record<NewCustomerField, string>> {
  const problems: Partial<Record<NewCustomerField, string>> = {};
  for (const { field, problem } of checkNewCustomer(values, now)) {
    problems[field as NewCustomerField] ??= problem;
  }
  return problems;
}

export function toCreateCustomerRequest(values: NewCustomerValues): CreateCustomerRequest {
  return {
    fullName: values.fullName.trim(),
    personalNumber: values.personalNumber.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() === '' ? null : values.phone.trim(),
    language: values.language,
  };
}
