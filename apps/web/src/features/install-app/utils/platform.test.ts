import { describe, expect, it } from 'vitest';
import { isIosSafari } from './platform';

const agents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98',
  // iPadOS Safari asks for desktop sites and looks like a Mac, apart from its touch screen.
  iPadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

describe('isIosSafari', () => {
  it('recognises Safari on iPhone and on iPad', () => {
    expect(isIosSafari(agents.iPhoneSafari, 5)).toBe(true);
    expect(isIosSafari(agents.iPadDesktop, 5)).toBe(true);
  });

  it('leaves out a Mac, other iOS browsers, in-app views and Android', () => {
    expect(isIosSafari(agents.iPadDesktop, 0)).toBe(false);
    expect(isIosSafari(agents.iPhoneChrome, 5)).toBe(false);
    expect(isIosSafari(agents.iPhoneInstagram, 5)).toBe(false);
    expect(isIosSafari(agents.androidChrome, 5)).toBe(false);
  });
});
