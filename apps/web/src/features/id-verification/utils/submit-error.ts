import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Refusals the error catalogue words; anything else is 'Kunde inte skicka ID-handlingen'. */
const ownWords = ['ID_VERIFICATION_PENDING', 'IDENTITY_ALREADY_VERIFIED', 'FILE_NOT_FOUND'] as const;
type OwnWordsCode = (typeof ownWords)[number];

function hasOwnWords(code: string): code is OwnWordsCode {
  return (ownWords as readonly string[]).includes(code);
}

/** The form's message for a submission the server refused or that never arrived. */
export function submitErrorText(error: unknown): string {
  if (isApiError(error) && hasOwnWords(error.code)) return i18n.t(`errors:${error.code}`);
  return i18n.t('mitt_id:form.failed');
}
