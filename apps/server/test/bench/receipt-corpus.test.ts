import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFrameNumber } from '@ramkoll/shared/rules/frame-number';
import { parseOrganizationNumber } from '@ramkoll/shared/rules/organization-number';
import { parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadOrGenerateCorpus } from '../../bench/receipts/corpus.js';
import { areLookAlikes, changeOneCharacter, randomFrameNumber } from '../../bench/receipts/frame-numbers.js';
import { Random } from '../../bench/receipts/random.js';
import { planReceipt } from '../../bench/receipts/receipt-plan.js';
import {
  formatPersonalNumber,
  personalNumberForms,
  randomOrgNumber,
  randomPersonalNumber,
} from '../../bench/receipts/swedish-ids.js';
import { normalizeFrameNumber } from '../../src/lib/frame-number.js';

// The receipt benchmark is only as honest as its corpus: its numbers must be valid by the
// product's own rules, and its negatives really different from what the user typed.
describe('receipt benchmark corpus', () => {
  const today = new Date('2026-06-01T12:00:00Z');

  it('prints valid personnummer in all four forms, each naming the same person', () => {
    const random = new Random(11);
    for (let i = 0; i < 300; i += 1) {
      const person = randomPersonalNumber(random);
      for (const form of personalNumberForms) {
        const parsed = parsePersonalNumber(formatPersonalNumber(person, form), today);
        expect(parsed).toMatchObject({ ok: true, normalized: person.digits12 });
      }
    }
  });

  it('gives shops valid organisation numbers that can never be a birth date', () => {
    const random = new Random(12);
    for (let i = 0; i < 300; i += 1) {
      const org = randomOrgNumber(random, random.pick(['AB', 'Aktiebolag', 'HB', 'KB'] as const));
      expect(parseOrganizationNumber(org)).not.toBeNull();
      expect(Number(org.charAt(2))).toBeGreaterThanOrEqual(2);
    }
  });

  it('makes frame numbers of 7–14 letters and digits that the form accepts', () => {
    const random = new Random(13);
    for (let i = 0; i < 500; i += 1) {
      const frame = randomFrameNumber(random);
      expect(frame).toMatch(/^[A-Z0-9]{7,14}$/);
      expect(parseFrameNumber(frame).ok).toBe(true);
    }
  });

  it('changes one frame-number character to one no reader could take for the original', () => {
    const random = new Random(14);
    for (let i = 0; i < 500; i += 1) {
      const typed = randomFrameNumber(random);
      const { frame, index } = changeOneCharacter(random, typed);
      const differing = [...frame].filter((char, at) => char !== typed.charAt(at));
      expect(differing).toHaveLength(1);
      expect(areLookAlikes(typed.charAt(index), frame.charAt(index))).toBe(false);
      // Not equal after the product's own look-alike folding either.
      expect(normalizeFrameNumber(frame)).not.toBe(normalizeFrameNumber(typed));
    }
    expect(areLookAlikes('0', 'O')).toBe(true);
    expect(areLookAlikes('8', 'B')).toBe(true);
    expect(areLookAlikes('3', '4')).toBe(false);
  });

  it('prints what each negative kind says it prints', () => {
    const random = new Random(15);
    const taken = { personalNumbers: new Set<string>(), frameNumbers: new Set<string>() };
    const other = planReceipt(random, 'other-personal-number', taken);
    const printed = parsePersonalNumber(other.content.personalNumber, today);
    expect(printed.ok && printed.normalized).not.toBe(other.accountPersonalNumber);
    const noSeller = planReceipt(random, 'no-seller', taken);
    expect(noSeller.content).toMatchObject({ shopName: null, orgNumber: null, vatNumber: null });
    const text = noSeller.document.rows.flatMap((row) =>
      'cells' in row ? row.cells.map((c) => c.text) : [],
    );
    expect(text.join('\n')).not.toMatch(/\b(AB|HB|KB|Aktiebolag|Säljare|Butik|Seller|Store|Org)\b/);
    const neither = planReceipt(random, 'no-frame-no-personal-number', taken);
    expect(neither.content).toMatchObject({ frameNumber: null, personalNumber: null });
  });

  it('is the same corpus for the same seed', () => {
    const plan = (seed: number) =>
      JSON.stringify(
        planReceipt(new Random(seed), null, { personalNumbers: new Set(), frameNumbers: new Set() }),
      );
    expect(plan(21)).toBe(plan(21));
    expect(plan(21)).not.toBe(plan(22));
  });

  // Drawing the first photo builds the font cache, which takes long on a cold, busy machine.
  it('writes phone-sized JPEG photos and a manifest, and reuses them for the same seed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ramkoll-receipt-corpus-'));
    try {
      const manifest = await loadOrGenerateCorpus({ seed: 3, positives: 1, negatives: 1, dir });
      expect(manifest.entries.map((e) => e.negative === null)).toEqual(expect.arrayContaining([true, false]));
      for (const entry of manifest.entries) {
        const image = await sharp(await readFile(join(dir, entry.file))).metadata();
        expect(image.format).toBe('jpeg');
        expect(image.width).toBeGreaterThanOrEqual(1000);
        expect(image.width).toBeLessThanOrEqual(3000);
        expect(Math.abs(entry.camera.rotation)).toBeLessThanOrEqual(5);
      }
      const first = manifest.entries[0];
      if (!first) throw new Error('empty corpus');
      const before = (await stat(join(dir, first.file))).mtimeMs;
      const again = await loadOrGenerateCorpus({ seed: 3, positives: 1, negatives: 1, dir });
      expect(again).toEqual(manifest);
      expect((await stat(join(dir, first.file))).mtimeMs).toBe(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
