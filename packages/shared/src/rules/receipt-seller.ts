/**
 * The seller on a receipt's OCR lines: a line labelled Säljare / Seller / Butik / Store, or a line
 * naming a company by its legal form (AB, Aktiebolag, HB, KB, Enskild firma, Ltd, Inc …). The
 * organisation number, the other way a seller shows, is found with the receipt's numbers.
 */
export interface ReceiptSeller {
  name: string | null;
  /** The line the name was read from, so the product search can skip it. */
  line: string | null;
}

// The English OCR model reads "Säljare" as "Saljare" and "Återförsäljare" as "Aterforsaljare".
const SELLER_LABEL =
  /^(?:s[äa]ljare|f[öo]rs[äa]ljare|[åa]terf[öo]rs[äa]ljare|butik|handlare|seller|sold by|store|shop|dealer|retailer|vendor|merchant)\b\s*[:.\-–]?\s*(.*)$/i;
// Short legal forms only in capitals as written, so "ab" or "inc" inside prose does not count.
const SHORT_COMPANY_FORM = /(?<![\p{L}\d])(?:AB|HB|KB|Ltd|LTD|Inc|INC|LLC|GmbH|Oy|ApS|plc)(?![\p{L}\d])/u;
const LONG_COMPANY_FORM =
  /(?<![\p{L}])(?:aktiebolag|handelsbolag|kommanditbolag|enskild firma|ekonomisk f[öo]rening|limited)(?![\p{L}])/iu;
const BUYER_LABEL = /^(?:k[öo]pare|kund|customer|buyer|sold to|namn|name)\b/i;

export function findSeller(lines: string[]): ReceiptSeller {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const labelled = SELLER_LABEL.exec(line);
    if (!labelled) continue;
    const sameLine = (labelled[1] ?? '').trim();
    const nameLine = sameLine === '' ? (lines[i + 1] ?? '') : line;
    const name = sameLine === '' ? nameLine.trim() : sameLine;
    if (isName(name)) return { name, line: nameLine };
  }
  for (const line of lines) {
    if (BUYER_LABEL.test(line)) continue;
    const form = SHORT_COMPANY_FORM.exec(line) ?? LONG_COMPANY_FORM.exec(line);
    if (!form) continue;
    const rest = `${line.slice(0, form.index)} ${line.slice(form.index + form[0].length)}`;
    if (isName(rest)) return { name: line, line };
  }
  return { name: null, line: null };
}

/** At least two letters in a row: a name, not a stray mark the OCR made. */
function isName(value: string): boolean {
  return /\p{L}{2,}/u.test(value);
}
