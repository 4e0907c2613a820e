import {
  centre,
  gap,
  left,
  right,
  row,
  wrap,
  type DocumentRow,
  type FontRole,
  type ReceiptDocument,
} from './document.js';
import type { Random } from './random.js';
import { decimal, money, vatOf, type ReceiptContent } from './receipt-content.js';

const COLUMNS = 48;

/**
 * The receipt a bike shop's till prints on a wide roll or A5 sheet: the shop centred at the top,
 * the bike line with its frame number, totals with moms, the buyer's name and personnummer.
 * Swedish or English wording; label and value either together ("Ramnr: X") or in two columns.
 */
export function shopReceipt(random: Random, content: ReceiptContent): ReceiptDocument {
  const sv = content.language === 'sv';
  const moneyStyle = random.int(0, 5);
  const rows: DocumentRow[] = [];
  const mid = COLUMNS / 2;
  const valueColumn = random.int(14, 20);
  const field = (label: string, value: string) =>
    random.chance(0.5)
      ? row(left(`${label}: ${value}`))
      : row(left(label), left(value, Math.max(valueColumn, label.length + 3)));

  // Header: the shop, its address, and (often) its org number.
  const orgInHeader = random.chance(0.6);
  if (content.shopName && content.sellerStyle !== 'labelled') {
    const scale = random.pick([1.2, 1.4, 1.6]);
    for (const text of wrap(content.shopName, Math.floor(COLUMNS / scale) - 4)) {
      rows.push(row(centre(text, mid, { bold: true, scale })));
    }
  }
  rows.push(row(centre(`${content.street}, ${content.postcodeTown}`, mid)));
  rows.push(row(centre(`${sv ? 'Tel' : 'Phone'} ${content.phone}`, mid)));
  if (content.orgNumber && orgInHeader)
    rows.push(row(centre(`${content.labels.org}: ${content.orgNumber}`, mid)));

  rows.push(
    gap(
      1,
      row(
        left(sv ? 'KVITTO' : 'RECEIPT', 0, { bold: true, scale: 1.2 }),
        right(`Nr ${content.receiptNumber}`, COLUMNS),
      ),
    ),
  );
  rows.push(
    row(
      left(`${sv ? 'Datum' : 'Date'}: ${content.date}`),
      right(`${sv ? 'Kl' : 'Time'} ${content.time}`, COLUMNS),
    ),
  );
  rows.push(row(left(`${sv ? random.pick(['Kassör', 'Expedit', 'Kassa']) : 'Cashier'}: ${content.cashier}`)));
  rows.push({ rule: random.pick(['solid', 'dashed'] as const) });

  for (const [index, line] of content.lines.entries()) {
    rows.push(
      row(
        left(line.text),
        right(money(line.unitPrice * line.quantity, content.language, moneyStyle), COLUMNS),
      ),
    );
    if (index !== 0) continue;
    rows.push(row(left(content.bikeDescription, 2)));
    if (content.frameNumber) rows.push(indent(field(content.labels.frame, content.frameNumber), 2));
    if (content.batterySerial)
      rows.push(row(left(`${sv ? 'Batteri serienr' : 'Battery serial'}: ${content.batterySerial}`, 2)));
  }
  rows.push({ rule: 'solid' });
  rows.push(
    row(
      left(sv ? 'Totalt' : 'Total', 0, { bold: true }),
      right(money(content.total, content.language, 0), COLUMNS, { bold: true }),
    ),
  );
  rows.push(
    row(
      left(sv ? 'Varav moms 25%' : 'of which VAT 25%'),
      right(decimal(vatOf(content.total), content.language), COLUMNS),
    ),
  );
  rows.push(
    row(
      left(`${sv ? 'Betalt' : 'Paid'}: ${content.payment}`),
      right(decimal(content.total, content.language), COLUMNS),
    ),
  );
  rows.push({ rule: 'dashed' });

  rows.push(gap(0.5, field(content.labels.buyer, content.buyerName)));
  if (content.personalNumber) rows.push(field(content.labels.personalNumber, content.personalNumber));
  if (content.sellerStyle === 'labelled' && content.shopName)
    rows.push(field(content.labels.seller, content.shopName));
  if (content.orgNumber && !orgInHeader) rows.push(field(content.labels.org, content.orgNumber));
  if (content.vatNumber) rows.push(row(left(`${sv ? 'Momsreg.nr' : 'VAT no.'} ${content.vatNumber}`)));

  rows.push(gap(1, row(centre(content.thanks, mid))));
  rows.push(row(centre(sv ? '30 dagars öppet köp mot kvitto' : '30 days return with receipt', mid)));
  if (random.chance(0.5)) {
    rows.push(row(centre(sv ? 'Öppet mån-fre 10-18, lör 10-15' : 'Open Mon-Fri 10-18, Sat 10-15', mid)));
  }
  return {
    layout: sv ? 'shop-receipt-sv' : 'shop-receipt-en',
    columns: COLUMNS,
    pageAspect: null,
    font: shopFont(random),
    paper: random.chance(0.6) ? 'thermal' : 'office',
    rows,
  };
}

function shopFont(random: Random): FontRole {
  return random.weighted<FontRole>([
    ['sans', 3],
    ['condensed', 2],
    ['serif', 2],
    ['mono', 1],
  ]);
}

function indent(content: DocumentRow, columns: number): DocumentRow {
  if (!('cells' in content)) return content;
  return { ...content, cells: content.cells.map((cell) => ({ ...cell, column: cell.column + columns })) };
}
