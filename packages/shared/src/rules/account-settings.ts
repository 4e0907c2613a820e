import { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from './account.js';
import { impersonatesService } from './display-name.js';

/**
 * Rules of the /settings forms, shared by the web forms and the server (spec sections 5 and 9:
 * name trimmed at least 2, password at least 8). Problems are the codes the server answers in
 * VALIDATION_FAILED { field, problem } and the keys the web words them with.
 */

export type FullNameProblem = 'name_too_short' | 'name_impersonates';

/** The name as saved: trimmed, inner runs of spaces collapsed. */
export function normalizeFullName(fullName: string): string {
  return fullName.trim().replace(/\s+/gu, ' ');
}

/** At least 2 characters, and not a name that passes for the service (decision 095). */
export function checkFullName(fullName: string): FullNameProblem | null {
  if (Array.from(normalizeFullName(fullName)).length < MIN_NAME_LENGTH) return 'name_too_short';
  return impersonatesService(fullName) ? 'name_impersonates' : null;
}

export type PasswordChangeProblem =
  | { field: 'currentPassword'; problem: 'password_required' }
  | { field: 'newPassword'; problem: 'password_too_short' }
  | { field: 'confirmPassword'; problem: 'passwords_do_not_match' };

/** The password form; `confirmPassword` is the web's repeat field (the server has none). */
export function checkPasswordChange(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
}): PasswordChangeProblem | null {
  if (input.currentPassword.length === 0) return { field: 'currentPassword', problem: 'password_required' };
  if (input.newPassword.length < MIN_PASSWORD_LENGTH)
    return { field: 'newPassword', problem: 'password_too_short' };
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
    return { field: 'confirmPassword', problem: 'passwords_do_not_match' };
  }
  return null;
}

/**
 * The word a person types to confirm deleting their account, per language. Either word is
 * accepted whatever the interface language, so a switch of language mid-dialog cannot trap anyone.
 */
export const deleteConfirmationWords = { sv: 'RADERA', en: 'DELETE' } as const;

export function isDeleteConfirmation(typed: string): boolean {
  const word = typed.trim().toUpperCase();
  return Object.values(deleteConfirmationWords).some((expected) => expected === word);
}
