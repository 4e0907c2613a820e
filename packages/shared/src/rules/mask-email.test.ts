import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.js';

describe('maskEmail', () => {
  it.each([
    ['anna.andersson@example.se', 'a***@e***.se'],
    ['ka@example.se', 'k***@e***.se'],
    ['a@b.se', 'a***@b***.se'],
    ['bo@mail.student.uu.se', 'b***@m***.se'],
    ['olle@andersson.com', 'o***@a***.com'],
    ['x@localhost', 'x***@l***'],
    ['  åsa@örebro.se ', 'å***@ö***.se'],
    // "a" + a combining ring is one letter, as "å" is.
    ['a\u030asa@example.se', 'å***@e***.se'],
    ['"a@b"@example.se', '"***@e***.se'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('hides the length of the name and the domain', () => {
    expect(maskEmail('al@ex.se')).toBe(maskEmail('alexandra.karlsson-lindqvist@exempelforetaget.se'));
  });

  it.each(['', 'anna', '@example.se', 'anna@', 'anna@.se'])('shows nothing of %j', (email) => {
    expect(maskEmail(email)).toBe('***');
  });
});
