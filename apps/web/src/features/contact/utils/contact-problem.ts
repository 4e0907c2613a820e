import { isErrorCode } from '@ramkoll/shared/errors';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactMessageFields,
  contactMessageProblems,
  type ContactMessageField,
  type ContactMessageProblem,
} from '@ramkoll/shared/rules/contact-message';
import { z } from 'zod';
import { clientErrorCodes, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export interface FieldProblem {
  field: ContactMessageField;
  problem: ContactMessageProblem;
}

const ZFieldProblem = z.object({
  field: z.enum(contactMessageFields),
  problem: z.enum(contactMessageProblems),
});

/** The field a 400 VALIDATION_FAILED answer names, if it is one of the form's. */
export function fieldProblemOf(error: unknown): FieldProblem | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const parsed = ZFieldProblem.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** The words for a problem: the spec's own where it has them (validation), the form's otherwise. */
export function problemMessage(problem: ContactMessageProblem): string {
  switch (problem) {
    case 'name_too_short':
    case 'email_required':
    case 'invalid_email':
      return i18n.t(`validation:${problem}`);
    case 'name_too_long':
      return i18n.t('contact:problems.name_too_long', { max: CONTACT_NAME_MAX_LENGTH });
    case 'message_too_long':
      return i18n.t('contact:problems.message_too_long', { max: CONTACT_MESSAGE_MAX_LENGTH });
    default:
      return i18n.t(`contact:problems.${problem}`);
  }
}

type ClientCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];
const clientCodes: readonly string[] = Object.values(clientErrorCodes);

function isClientCode(code: string): code is ClientCode {
  return clientCodes.includes(code);
}

/** Why a send failed (e.g. 'För många försök. Försök igen senare.'), for the failure toast. */
export function sendErrorReason(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors:generic');
  if (isErrorCode(error.code) || isClientCode(error.code)) return i18n.t(`errors:${error.code}`);
  return i18n.t('errors:generic');
}
