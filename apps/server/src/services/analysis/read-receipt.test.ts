import type { ReceiptTextFacts } from '@ramkoll/shared/rules/receipt-text';
import { describe, expect, it } from 'vitest';
import type { AnalysisProvider, TextLine, TextReading } from '../../providers/analysis/analysis-provider.js';
import { readReceipt } from './read-receipt.js';

/**
 * The order of looks at a receipt, with a provider that answers prepared readings: which reading
 * is made when is the rule under test, not OCR (the API tests read real photos with tesseract).
 */
function reading(lines: string[], confidence = 0.9): TextReading {
  return {
    text: lines.join('\n'),
    confidence,
    lines: lines.map((text, index) => ({ text, box: { left: 10, top: 40 * index, width: 400, height: 30 } })),
    pageHeight: 40 * lines.length,
  };
}

function provider(pages: TextReading[], closer: string) {
  const calls: string[] = [];
  const analysis: AnalysisProvider = {
    engine: 'test',
    textAttempts: pages.length,
    readText(_image, attempt = 0) {
      calls.push(`page ${attempt}`);
      return Promise.resolve(pages[attempt] ?? reading([]));
    },
    rereadLines(_image, lines: TextLine[]) {
      calls.push(`lines ${lines.map((line) => line.text).join(' / ')}`);
      return Promise.resolve(closer);
    },
    describeBike: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
  };
  return { analysis, calls };
}

const own = '199403022099';
const frameNumber = 'WTU20940259';
const check = (facts: ReceiptTextFacts) => ({
  frameNumberValid: facts.frameNumbers.includes(frameNumber),
  customerPersonalNumberValid: facts.personalNumbers.includes(own),
  sellerInfoFound: facts.sellerInfoFound,
});
const receipt = [
  'Cykelhörnan Södermalm AB',
  'Götgatan 29',
  '118 46 Stockholm',
  'Kvitto 2026-03-01 12:33',
  'Crescent Elda 7-vxl',
  'Ramnummer: WTU20940259',
  'Totalt 7 990,00',
  'Kund: Anna Andersson',
  'Personnr: 19940302-2099',
  'Tack för besöket',
];
const read = (analysis: AnalysisProvider) =>
  readReceipt({
    analysis,
    image: Buffer.from('image'),
    now: new Date('2026-11-24T12:00:00Z'),
    expected: { personalNumber: own, frameNumber, knownSellers: [] },
    check,
  });

describe('readReceipt', () => {
  it('stops after the first reading when the three checks pass', async () => {
    const { analysis, calls } = provider([reading(receipt), reading(receipt)], '');
    const facts = await read(analysis);
    expect(check(facts)).toEqual({
      frameNumberValid: true,
      customerPersonalNumberValid: true,
      sellerInfoFound: true,
    });
    expect(calls).toEqual(['page 0']);
  });

  it('reads again only the line a failed check points to, and keeps the facts of both readings', async () => {
    const misread = receipt.map((line) => (line.startsWith('Ramnummer') ? 'Ramnummer: WTU2094S259' : line));
    const { analysis, calls } = provider([reading(misread), reading(misread)], 'Ramnummer: WTU20940259');
    const facts = await read(analysis);
    expect(calls).toEqual(['page 0', 'lines Ramnummer: WTU2094S259']);
    expect(check(facts).frameNumberValid).toBe(true);
    expect(facts.personalNumbers).toEqual([own]);
  });

  it('does not read a well-read page again when the closer look finds nothing: the receipt lacks it', async () => {
    const other = receipt.map((line) => (line.startsWith('Personnr') ? 'Personnr: 19850512-3458' : line));
    const { analysis, calls } = provider([reading(other), reading(other)], 'Personnr: 19850512-3458');
    expect(check(await read(analysis)).customerPersonalNumberValid).toBe(false);
    expect(calls).toEqual(['page 0', 'lines Personnr: 19850512-3458']);
  });

  it('reads the whole page again, its layout analysed, when the first reading made little of it', async () => {
    const half = reading(receipt.slice(0, 6));
    const { analysis, calls } = provider([half, reading(receipt)], '');
    expect(check(await read(analysis)).customerPersonalNumberValid).toBe(true);
    expect(calls).toEqual(['page 0', 'page 1']);
  });
});
