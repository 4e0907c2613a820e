import { describe, expect, it } from 'vitest';
import { isOwnUrl, lineHtml, lineText } from './mail-links.js';

const OURS = 'https://ramkoll.se';

describe('mail links (decision 095)', () => {
  it('links our own pages in our own lines, and nothing else', () => {
    expect(lineHtml(`Läs och svara här: ${OURS}/messages.`, OURS)).toBe(
      `Läs och svara här: <a href="${OURS}/messages">${OURS}/messages</a>.`,
    );
    expect(lineHtml('Gå till https://evil.example/login', OURS)).toBe(
      'Gå till https:&#8288;<span>//</span>evil&#8288;<span>.</span>example/login',
    );
  });

  it('links nothing in quoted words, not even our own pages', () => {
    expect(lineHtml(`${OURS}/auth`, null)).not.toContain('<a');
    expect(lineText(`${OURS}/auth`, null)).toBe('https:\u2060//ramkoll\u2060.se/auth');
  });

  it('breaks bare hosts, www. hosts and look-alike hosts of any script', () => {
    expect(lineText('www.evil.example, evil.example/x, rаmkoll.se', OURS)).toBe(
      'www\u2060.evil\u2060.example, evil\u2060.example/x, rаmkoll\u2060.se',
    );
  });

  it('keeps an e-mail address of our own lines as written, and breaks one in quoted words', () => {
    expect(lineText('E-post: butik.malmo@example.se', OURS)).toBe('E-post: butik.malmo@example.se');
    expect(lineText('Mejla kundtjanst@evil.example', null)).toBe('Mejla kundtjanst\u2060@evil\u2060.example');
  });

  it('escapes HTML, so a written anchor stays text', () => {
    expect(lineHtml('<a href="https://evil.example">x</a>', OURS)).toBe(
      '&lt;a href=&quot;https:&#8288;<span>//</span>evil&#8288;<span>.</span>example&quot;&gt;x&lt;/a&gt;',
    );
  });

  it('takes a URL for ours only below PUBLIC_URL on its origin', () => {
    expect(isOwnUrl(`${OURS}/messages`, OURS)).toBe(true);
    expect(isOwnUrl(OURS, OURS)).toBe(true);
    expect(isOwnUrl(`${OURS}.evil.example/x`, OURS)).toBe(false);
    expect(isOwnUrl(`${OURS}@evil.example/x`, OURS)).toBe(false);
    expect(isOwnUrl('https://evil.example/?u=https://ramkoll.se/', OURS)).toBe(false);
  });
});
