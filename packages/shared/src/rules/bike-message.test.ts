import { describe, expect, it } from 'vitest';
import {
  BIKE_MESSAGE_MAX_LENGTH,
  checkBikeMessage,
  checkMessageText,
  isMessageType,
  withFrameNumberLine,
} from './bike-message.js';

describe('checkBikeMessage', () => {
  it('accepts the three message types with a trimmed text', () => {
    for (const messageType of ['general', 'stolen_report', 'ownership_inquiry']) {
      expect(checkBikeMessage({ messageType, text: '  Hej! Är cykeln till salu?\n ' })).toEqual({
        ok: true,
        message: { messageType, text: 'Hej! Är cykeln till salu?' },
      });
    }
  });

  it('refuses an unknown type before looking at the text', () => {
    expect(checkBikeMessage({ messageType: 'spam', text: '' })).toEqual({
      ok: false,
      field: 'messageType',
      problem: 'message_type_invalid',
    });
    expect(isMessageType('')).toBe(false);
  });

  it('refuses a blank text and one that is only a script', () => {
    for (const text of ['', '   \n\t ', '<script>alert(1)</script>', ' javascript: ']) {
      expect(checkBikeMessage({ messageType: 'general', text }), JSON.stringify(text)).toEqual({
        ok: false,
        field: 'text',
        problem: 'message_required',
      });
    }
  });

  it('strips scripts and inline handlers from what is kept', () => {
    const result = checkBikeMessage({
      messageType: 'stolen_report',
      text: 'Såg den vid <b onclick="steal()">Slussen</b><script>x()</script> i går',
    });
    expect(result.ok && result.message.text).toBe('Såg den vid <b >Slussen</b> i går');
  });

  it('takes 1000 characters (an emoji counts once) and refuses one more', () => {
    const longest = '🚲'.repeat(BIKE_MESSAGE_MAX_LENGTH);
    expect(checkMessageText(longest)).toBeNull();
    expect(checkMessageText(`${longest}a`)).toBe('message_too_long');
    expect(checkBikeMessage({ messageType: 'general', text: `${'a'.repeat(1001)}` })).toMatchObject({
      ok: false,
      problem: 'message_too_long',
    });
  });
});

describe('withFrameNumberLine', () => {
  it('puts a line naming the frame number above the text', () => {
    expect(withFrameNumberLine('WBK123456', 'Hej!')).toBe('Ramnummer / Frame number: WBK123456\nHej!');
  });
});
