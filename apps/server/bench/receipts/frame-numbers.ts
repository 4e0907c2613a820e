import type { Random } from './random.js';

/**
 * Frame numbers as manufacturers stamp them: letters A–Z and digits only, 7–14 characters, with a
 * manufacturer-like prefix, and rich in the characters OCR mixes up (0 6 8 O B S I 1), because
 * those are the ones a reader must get right.
 */

/** D: a digit, L: a letter, X: either. */
const templates: readonly (readonly [string, string])[] = [
  ['WTU', 'DDDLDDDDL'], // Trek-like: WTU 086 B 6810 S
  ['WBK', 'DDDDDDD'],
  ['GTB', 'DDDDLDDDD'],
  ['SH', 'DDLDDDDD'],
  ['CR', 'DDLDDDD'],
  ['AU', 'DLDDDD'],
  ['DK', 'DDLDDDD'],
  ['S', 'DDDDDDDD'],
  ['', 'LLDDDDDDD'],
  ['', 'DDDDDDDDD'],
  ['', 'LDDDDDDLD'],
  ['', 'XXXXXXXXXX'],
  ['MB', 'DDDDDDDX'],
  ['HD', 'LDDDDDDDD'],
  ['RX', 'DDDDDDD'],
];

const confusableDigits = '0068811';
const plainDigits = '0123456789';
const confusableLetters = 'OBSIOBSI';
const plainLetters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function digit(random: Random): string {
  return random.pick([...(random.chance(0.55) ? confusableDigits : plainDigits)]);
}

function letter(random: Random): string {
  return random.pick([...(random.chance(0.55) ? confusableLetters : plainLetters)]);
}

export function randomFrameNumber(random: Random): string {
  for (;;) {
    const [prefix, pattern] = random.pick(templates);
    let body = '';
    for (const slot of pattern) {
      if (slot === 'D') body += digit(random);
      else if (slot === 'L') body += letter(random);
      else body += random.chance(0.6) ? digit(random) : letter(random);
    }
    const frame = (prefix + body).slice(0, 14);
    if (frame.length >= 7 && /^[A-Z0-9]+$/.test(frame)) return frame;
  }
}

/**
 * Characters OCR confuses: the groups, plus a few pairs Tesseract is known to swap on
 * blurred print (3/8/9, 5/6, C/G, E/F, U/V, H/N/M, K/X, P/R). A negative's changed character
 * avoids all of them, so a careful person would see that the two numbers differ.
 */
const lookAlikeGroups: readonly string[] = [
  '0ODQ68G@',
  '1IL|7',
  '5S',
  '2Z',
  '8B',
  '389',
  '56',
  'CG',
  'EF',
  'UV',
  'HNM',
  'KX',
  'PR',
];

export function areLookAlikes(a: string, b: string): boolean {
  if (a === b) return true;
  return lookAlikeGroups.some((group) => group.includes(a) && group.includes(b));
}

/** The same frame number with ONE character changed to one that is not a look-alike (3→4, A→K). */
export function changeOneCharacter(random: Random, frame: string): { frame: string; index: number } {
  for (;;) {
    const index = random.int(0, frame.length - 1);
    const original = frame.charAt(index);
    const pool = /[0-9]/.test(original) ? plainDigits : plainLetters;
    const candidates = [...pool].filter((char) => !areLookAlikes(original, char));
    if (candidates.length === 0) continue;
    const replacement = random.pick(candidates);
    return { frame: frame.slice(0, index) + replacement + frame.slice(index + 1), index };
  }
}
