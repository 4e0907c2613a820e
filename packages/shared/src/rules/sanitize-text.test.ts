import { describe, expect, it } from 'vitest';
import { MAX_SANITIZED_TEXT_LENGTH, sanitizeText } from './sanitize-text.js';

describe('sanitizeText', () => {
  it('keeps ordinary text, trimmed', () => {
    expect(sanitizeText('  Blå Crescent, köpt 2024 – välskött!  ')).toBe(
      'Blå Crescent, köpt 2024 – välskött!',
    );
  });

  it.each([[''], ['   '], [null], [undefined], ['<script>alert(1)</script>']])(
    'answers null for %j',
    (input) => {
      expect(sanitizeText(input)).toBeNull();
    },
  );

  it('strips script elements with their content and stray script tags', () => {
    expect(sanitizeText('Fin <script type="text/javascript">steal()</script>cykel')).toBe('Fin cykel');
    expect(sanitizeText('Fin <SCRIPT>steal()</SCRIPT >cykel')).toBe('Fin cykel');
    expect(sanitizeText('a <script src="x.js"> b')).toBe('a  b');
    expect(sanitizeText('a </script> b')).toBe('a  b');
  });

  it('strips javascript: prefixes in any case', () => {
    expect(sanitizeText('javascript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('<a href="JavaScript :go()">x</a>')).toBe('<a href="go()">x</a>');
  });

  it('strips inline event handlers with their values', () => {
    expect(sanitizeText('<img src=x onerror=alert(1)>')).toBe('<img src=x >');
    expect(sanitizeText('<div onClick="go()" onmouseover=\'x()\'>hej</div>')).toBe('<div  >hej</div>');
    expect(sanitizeText('<img src=x onerror=alert(1)')).toBe('<img src=x');
  });

  it('keeps ordinary words that start with "on" outside tags', () => {
    expect(sanitizeText('Står ute onsdag = ledig, online=ja')).toBe('Står ute onsdag = ledig, online=ja');
  });

  it('does not let a removal assemble a new script tag', () => {
    expect(sanitizeText('<scr<script></script>ipt>alert(1)</script>')).toBe('alert(1)');
    expect(sanitizeText('javajavascript:script:x')).toBe('x');
  });

  it('cuts to 1000 characters without splitting a character', () => {
    expect(sanitizeText('a'.repeat(1500))).toHaveLength(MAX_SANITIZED_TEXT_LENGTH);
    const emoji = sanitizeText('🚲'.repeat(1001));
    expect(Array.from(emoji ?? '')).toHaveLength(MAX_SANITIZED_TEXT_LENGTH);
  });
});
