import { isErrorCode } from '@ramkoll/shared/errors';
import { blockedActions, type BlockedAction } from '@ramkoll/shared/schemas/bike';
import { z } from 'zod';
import { clientErrorCodes, isApiError } from '@/lib/api-client';
import svValidation from '@ramkoll/shared/i18n/sv/validation.json';
import { i18n } from '@/lib/i18n';

export type ValidationKey = keyof typeof svValidation;

const ZBlockedDetails = z.object({ action: z.enum(blockedActions) });
const ZValidationDetails = z.object({
  field: z.string(),
  problem: z.string().refine((value): value is ValidationKey => Object.hasOwn(svValidation, value)),
});
type ClientCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];
const clientCodes = Object.values<string>(clientErrorCodes);

function isClientCode(code: string): code is ClientCode {
  return clientCodes.includes(code);
}

/**
 * The action a stolen bike refused (409 BIKE_STOLEN { action }): shown as the same blocked dialog
 * the page opens itself, for a theft reported after the list was loaded.
 */
export function blockedActionOf(error: unknown): BlockedAction | null {
  if (!isApiError(error) || error.code !== 'BIKE_STOLEN') return null;
  const parsed = ZBlockedDetails.safeParse(error.details);
  return parsed.success ? parsed.data.action : null;
}

/** The field a VALIDATION_FAILED answer names, with its problem as a validation text key. */
export function validationProblemOf(error: unknown): { field: string; problem: ValidationKey } | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const parsed = ZValidationDetails.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** The coded message for a failed bike call, in the current language. */
export function bikeErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors:generic');
  const validation = validationProblemOf(error);
  if (validation) return i18n.t(`validation:${validation.problem}`);
  if (isErrorCode(error.code) || isClientCode(error.code)) return i18n.t(`errors:${error.code}`);
  return i18n.t('errors:generic');
}
