import { isErrorCode, type ErrorCode } from '@ramkoll/shared/errors';
import { clientErrorCodes, isApiError } from '@/lib/api-client';
import svValidation from '@ramkoll/shared/i18n/sv/validation.json';
import { i18n } from '@/lib/i18n';

/** The flow an error happened in: the spec words some codes differently per flow (section 8). */
export type AuthFlow = 'signin' | 'bankid' | 'reset' | 'staff';

type ValidationKey = keyof typeof svValidation;
type BankIdOverride = 'EMAIL_TAKEN' | 'PERSONAL_NUMBER_TAKEN' | 'PHONE_TAKEN';

const bankIdOverrides: readonly string[] = ['EMAIL_TAKEN', 'PERSONAL_NUMBER_TAKEN', 'PHONE_TAKEN'];
const signInCodes: readonly string[] = [
  'INVALID_CREDENTIALS',
  'LOGIN_RATE_LIMITED',
  'RATE_LIMITED',
  'PROFILE_FETCH_FAILED',
  'PROFILE_CREATE_FAILED',
  'ROLE_CHECK_FAILED',
  'BANKID_NO_ACCOUNT',
  'EID_ORDER_NOT_FOUND',
  'EID_NOT_COMPLETE',
  'EID_RATE_LIMITED',
  'EID_UNAVAILABLE',
  'VALIDATION_FAILED',
  'STORE_SUSPENDED',
];
/** The reset's own refusals; anything else is the spec's "could not send" (section 8). */
const resetCodes: readonly string[] = [
  'RESET_TOKEN_INVALID',
  'VALIDATION_FAILED',
  'PASSWORD_RESET_RATE_LIMITED',
];

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && Object.hasOwn(svValidation, value);
}

function detailsOf(error: unknown): {
  problem?: unknown;
  age?: unknown;
  retryAfterSeconds?: unknown;
  reason?: unknown;
  supportEmail?: unknown;
} {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return {};
  return error.details;
}

/** The message to show for a failed auth call, in the current language. */
export function authErrorMessage(error: unknown, flow: AuthFlow): string {
  if (!isApiError(error)) return i18n.t('errors:signin.generic');
  const { problem, age, retryAfterSeconds, reason, supportEmail } = detailsOf(error);

  if (error.code === 'UNDER_AGE') {
    return i18n.t('validation:under_age', { age: typeof age === 'number' ? age : 0 });
  }
  if (error.code === 'VALIDATION_FAILED' && isValidationKey(problem)) {
    if (flow === 'bankid' && problem === 'password_too_short') return i18n.t('errors:signup.weak_password');
    return i18n.t(`validation:${problem}`, { age: typeof age === 'number' ? age : 0 });
  }
  if (error.code === clientErrorCodes.network) return i18n.t('errors:NETWORK_ERROR');
  // The spec's "try again in a minute" is the limit per e-mail and address; the limits per address
  // and per account wait longer (decision 091), and the answer says how long.
  if (
    error.code === 'LOGIN_RATE_LIMITED' &&
    typeof retryAfterSeconds === 'number' &&
    retryAfterSeconds > 60
  ) {
    return i18n.t('errors:signin.rate_limited_minutes', { count: Math.ceil(retryAfterSeconds / 60) });
  }
  // An admin suspended the store (decision 041): it is told why and whom to write to, not just
  // "sign-in failed" (issue 51). The reason is the admin's own words; the text adds the full stop.
  if (error.code === 'STORE_SUSPENDED' && typeof supportEmail === 'string') {
    return typeof reason === 'string' && reason
      ? i18n.t('errors:signin.store_suspended_reason', {
          reason: reason.replace(/[.!?]+$/, ''),
          supportEmail,
        })
      : i18n.t('errors:signin.store_suspended', { supportEmail });
  }
  if (flow === 'bankid' && bankIdOverrides.includes(error.code)) {
    return i18n.t(`errors:bankid.${error.code as BankIdOverride}`);
  }
  if (flow === 'signin' && !signInCodes.includes(error.code)) return i18n.t('errors:signin.failed');
  if (flow === 'reset' && !resetCodes.includes(error.code)) {
    return i18n.t('errors:reset.failed');
  }
  if (isErrorCode(error.code)) return i18n.t(`errors:${error.code satisfies ErrorCode}`);
  return i18n.t('errors:signin.generic');
}
