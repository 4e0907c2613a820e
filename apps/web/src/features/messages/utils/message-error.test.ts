import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { changeLanguage } from '@/lib/i18n';
import { messageFailureText } from './message-error';

describe('messageFailureText', () => {
  it("uses the spec's words: signed out, then any other failure", async () => {
    await changeLanguage('sv');
    expect(messageFailureText(new ApiError('UNAUTHENTICATED', 401))).toBe(
      'Du måste vara inloggad för att skicka meddelanden',
    );
    expect(messageFailureText(new ApiError('SESSION_EXPIRED', 401))).toBe(
      'Du måste vara inloggad för att skicka meddelanden',
    );
    expect(messageFailureText(new ApiError('INTERNAL', 500))).toBe(
      'Kunde inte skicka meddelandet. Försök igen.',
    );
    expect(messageFailureText(new TypeError('failed to fetch'))).toBe(
      'Kunde inte skicka meddelandet. Försök igen.',
    );
  });

  it('names refusals that have words of their own, in English too', async () => {
    await changeLanguage('en');
    try {
      expect(messageFailureText(new ApiError('OWN_BIKE', 403))).toBe('This is your own bike.');
      expect(messageFailureText(new ApiError('CONVERSATION_NOT_FOUND', 404))).toBe(
        'The conversation was not found.',
      );
      expect(messageFailureText(new ApiError('INTERNAL', 500))).toBe(
        'Could not send the message. Please try again.',
      );
    } finally {
      await changeLanguage('sv');
    }
  });
});
