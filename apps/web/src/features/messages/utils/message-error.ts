import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Refusals worded by the error catalogue; anything else is the spec's 'Kunde inte skicka meddelandet'. */
const ownWords = ['BIKE_NOT_FOUND', 'RATE_LIMITED', 'CONVERSATION_NOT_FOUND'] as const;
type OwnWordsCode = (typeof ownWords)[number];

function hasOwnWords(code: string): code is OwnWordsCode {
  return (ownWords as readonly string[]).includes(code);
}

/** The toast text for a message or reply the server refused. */
export function messageFailureText(error: unknown): string {
  if (isApiError(error)) {
    // Spec section 8: 'Du måste vara inloggad för att skicka meddelanden'.
    if (error.status === 401) return i18n.t('messages:contact.sign_in_required');
    if (error.code === 'OWN_BIKE') return i18n.t('messages:contact.own_bike');
    if (hasOwnWords(error.code)) return i18n.t(`errors:${error.code}`);
  }
  return i18n.t('messages:contact.failed');
}
