import { describe, expect, it } from 'vitest';
import { firstName, messagePartyName } from './message-names.js';

describe('messagePartyName', () => {
  it('names the person who wrote first by first name only', () => {
    expect(messagePartyName('Erik Svensson', { wroteFirst: true })).toBe('Erik');
    expect(messagePartyName('  Anna Maria   Andersson ', { wroteFirst: true })).toBe('Anna');
  });

  it('masks the owner who was written to, as in ownership histories', () => {
    expect(messagePartyName('Anna Andersson', { wroteFirst: false })).toBe('An** A********');
  });
});

describe('firstName', () => {
  it('is the first word, or nothing for a blank name', () => {
    expect(firstName('Madonna')).toBe('Madonna');
    expect(firstName('Anna-Karin Öberg')).toBe('Anna-Karin');
    expect(firstName('   ')).toBe('');
  });
});
