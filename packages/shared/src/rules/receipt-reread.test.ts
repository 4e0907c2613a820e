import { describe, expect, it } from 'vitest';
import { linesWorthRereading } from './receipt-reread.js';

const receipt = [
  'Cykelkungen Aktieholag', // 0
  'Götgatan 29', // 1
  '118 46 Stockholm', // 2
  'Kvitto 2026-03-01 12:33', // 3
  'Crescent Elda 7-vxl', // 4
  'Ramnummer:', // 5
  'WTU2O94O2S9', // 6
  'Batteri: 62854181', // 7
  'Totalt 7 990,00', // 8
  'Kund: Anna Andersson', // 9
  'Personnr: 19940302-2O99', // 10
  'Org.nr 556036-6793', // 11
  'Tack för besöket', // 12
];
const none = { frameNumber: false, personalNumber: false, seller: false };
const expected = { frameNumber: 'WTU20940259', personalNumber: '199403022099' };

describe('linesWorthRereading', () => {
  it('picks a frame label and the value printed below it', () => {
    expect(linesWorthRereading(receipt, { ...none, frameNumber: true }, expected)).toEqual([5, 6]);
  });

  it('picks an unlabelled misreading of the typed frame number, and nothing unlike it', () => {
    const lines = ['Crescent Elda', 'WTU 2O94 6259 Crescent', 'EAN 7321158042232', 'Kassa 4'];
    expect(linesWorthRereading(lines, { ...none, frameNumber: true }, expected)).toEqual([1]);
  });

  it('picks the personnummer line, and a misread personnummer without its label', () => {
    expect(linesWorthRereading(receipt, { ...none, personalNumber: true }, expected)).toEqual([10]);
    const unlabelled = ['Anna Andersson 94O3O2-2O99', 'Totalt 7 990,00'];
    expect(linesWorthRereading(unlabelled, { ...none, personalNumber: true }, expected)).toEqual([0]);
  });

  it('picks the head of the receipt and the organisation number for the seller', () => {
    expect(linesWorthRereading(receipt, { ...none, seller: true }, expected)).toEqual([0, 1, 2, 11]);
  });

  it('picks nothing when nothing is missing, and never more than a closer look needs', () => {
    expect(linesWorthRereading(receipt, none, expected)).toEqual([]);
    const all = linesWorthRereading(
      receipt,
      { frameNumber: true, personalNumber: true, seller: true },
      expected,
    );
    expect(all.length).toBeLessThanOrEqual(8);
    expect(all).toEqual([...all].sort((a, b) => a - b));
  });
});
