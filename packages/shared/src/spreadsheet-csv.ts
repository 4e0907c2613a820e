import Papa from 'papaparse';

/**
 * The one CSV writer of every download (the store's bike export on the server, the analytics
 * tables in the browser), Papa Parse's `unparse`: UTF-8 with a byte order mark, `;` between
 * fields, CRLF line ends and every field quoted, as Swedish Excel opens it (decision 040). Text a
 * person typed (a brand, a city) can start a formula, so cells are defused as OWASP's "CSV
 * Injection" page says: a text cell starting with = + - @, a tab or a carriage return gets a
 * leading `'` and stays quoted, so a spreadsheet shows it as text and never runs it
 * (docs/decisions/094-csv-formulas-and-unicode-pdfs.md).
 */
export type CsvCell = string | number | null;

export const CSV_BOM = '\uFEFF';

/**
 * OWASP's first characters, their full-width forms (＝＋－＠, which some spreadsheets take for
 * the ASCII ones), and the same behind leading blanks, invisible characters or quote marks
 * (" =1+1", "\u200b=1+1", '"=1"'), which some spreadsheets and import tools trim or unquote before
 * they parse.
 */
const formula = /^[\p{White_Space}\p{Cc}\p{Cf}"]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;

/**
 * Rows as CSV lines, each ending in CRLF, without the byte order mark: a streamed export writes
 * the header with `CSV_BOM` once and then its batches. Numbers are ours and stay as they are (a
 * negative count is not defused); only text is. A missing value is an empty text.
 */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  const csv = Papa.unparse(
    rows.map((row) => row.map((cell) => cell ?? '')),
    { delimiter: ';', newline: '\r\n', quotes: true, escapeFormulae: formula },
  );
  return `${csv}\r\n`;
}

/** A whole file: the byte order mark, then every row. */
export function csvFile(rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + csvLines(rows);
}
