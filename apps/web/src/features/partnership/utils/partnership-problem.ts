import {
  partnershipFields,
  partnershipProblems,
  type PartnershipField,
  type PartnershipProblem,
} from '@ramkoll/shared/rules/partnership-application';
import { isErrorCode } from '@ramkoll/shared/errors';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export interface FieldProblem {
  field: PartnershipField;
  problem: PartnershipProblem;
}

const ZFieldProblem = z.object({ field: z.enum(partnershipFields), problem: z.enum(partnershipProblems) });

/** The field a 400 VALIDATION_FAILED answer names, if it is one of the form's. */
export function fieldProblemOf(error: unknown): FieldProblem | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const parsed = ZFieldProblem.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** The words for a field problem; organisation number problems use the spec's look-up texts. */
export function problemMessage(problem: PartnershipProblem): string {
  switch (problem) {
    case 'organization_number_required':
    case 'organization_number_format':
    case 'organization_number_checksum':
      return i18n.t(`partnership:verify.failures.${problem}`);
    default:
      return i18n.t(`partnership:problems.${problem}`);
  }
}

/** Why a submission was refused, under 'Kunde inte skicka ansökan. Försök igen.'. */
export function submitErrorReason(error: unknown): string | null {
  if (!isApiError(error) || !isErrorCode(error.code)) return null;
  return i18n.t(`errors:${error.code}`);
}
