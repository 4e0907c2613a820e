import { PDFDocument, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { embedUnicodeFonts } from './pdf-fonts.js';
import { createPdfPage, wrapText } from './pdf-page.js';

let bold: PDFFont;
const widthOf = (text: string) => bold.widthOfTextAtSize(text, 11);

beforeAll(async () => {
  ({ bold } = await embedUnicodeFonts(await PDFDocument.create()));
});

describe('wrapText', () => {
  it('keeps a value that fits on one line', () => {
    expect(wrapText('Crescent Elda', 3, 273, widthOf)).toEqual(['Crescent Elda']);
  });

  it('breaks after a space, and inside a word only when the word is wider than the line', () => {
    const lines = wrapText('Łukasz Żółć (lukasz.zolc.med.ett.mycket.langt.namn@example.se)', 9, 150, widthOf);
    expect(lines[0]).toBe('Łukasz Żółć');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe('Łukasz Żółć(lukasz.zolc.med.ett.mycket.langt.namn@example.se)');
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(150);
  });

  it('cuts after the last line with an ellipsis, however long the value', () => {
    const lines = wrapText('Ρόδα '.repeat(400), 3, 273, widthOf);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(273);
  });
});

describe('createPdfPage', () => {
  it('keeps the rows after a long value on the page', async () => {
    const page = await createPdfPage({ title: 'Test', createdAt: new Date('2026-11-24T12:00:00Z') });
    page.heading('Köpekontrakt', 'RK-2026-000123');
    page.rows([
      ['Cykel / Bike', 'x'.repeat(2000)],
      ['Säljare / Seller', 'Ła** Ž******'],
    ]);
    page.framed('Verifieringskod / Verification code', 'ABCD1234EF56');
    const text = await pdfText(await page.save());
    expect(text).toContain('Ła** Ž******');
    expect(text).toContain('ABCD1234EF56');
    expect(text).toContain('x…');
  });
});
