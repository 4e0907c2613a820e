import { centre, gap, left, right, row, wrap, type DocumentRow, type ReceiptDocument } from './document.js';
import type { Random } from './random.js';
import { decimal, vatOf, type ReceiptContent } from './receipt-content.js';

/**
 * A narrow thermal till slip (57–80 mm roll): monospace, centred header, often all capitals, and
 * long: article numbers, the card terminal's block, return policy and a barcode around the three
 * facts that matter.
 */
export function tillSlip(random: Random, content: ReceiptContent): ReceiptDocument {
  const columns = random.pick([32, 38, 42]);
  const caps = random.chance(0.5);
  const up = (text: string) => (caps ? text.toUpperCase() : text);
  const sv = content.language === 'sv';
  const mid = columns / 2;
  const rows: DocumentRow[] = [];
  const line = (text: string, amount?: string) =>
    row(left(up(text)), ...(amount === undefined ? [] : [right(amount, columns)]));
  /** "Label: value" on one line when it fits, else the value on the next line. */
  const field = (label: string, value: string, indent = '') =>
    `${indent}${label}: ${value}`.length <= columns
      ? [line(`${indent}${label}: ${value}`)]
      : [line(`${indent}${label}:`), line(`${indent}  ${value}`)];

  if (content.shopName && content.sellerStyle !== 'labelled') {
    const scale = random.pick([1, 1.2]);
    for (const text of wrap(up(content.shopName), Math.floor(columns / scale) - 2)) {
      rows.push(row(centre(text, mid, { bold: true, scale })));
    }
  }
  rows.push(row(centre(up(content.street), mid)));
  rows.push(row(centre(up(content.postcodeTown), mid)));
  rows.push(row(centre(`TEL: ${content.phone}`, mid)));
  if (content.orgNumber) rows.push(row(centre(up(`${content.labels.org} ${content.orgNumber}`), mid)));
  rows.push({ rule: 'double' });
  rows.push(line(sv ? 'Kvitto' : 'Receipt', `${content.date} ${content.time}`));
  rows.push(
    line(`${sv ? 'Kassa' : 'Till'}: ${random.int(1, 6)}  ${sv ? 'Kassör' : 'Op'}: ${content.cashier}`),
  );
  rows.push(line(`${sv ? 'Kvittonr' : 'Receipt no'}: ${content.receiptNumber}`));
  rows.push({ rule: 'dashed' });

  for (const [index, sale] of content.lines.entries()) {
    rows.push(line(`${sale.articleNumber} ${sale.text}`.slice(0, columns - 1)));
    rows.push(
      line(
        `  ${sale.quantity} st x ${decimal(sale.unitPrice, content.language)}`,
        decimal(sale.unitPrice, content.language),
      ),
    );
    if (random.chance(0.3)) rows.push(line(`  EAN ${ean(random)}`));
    if (index !== 0) continue;
    if (content.frameNumber) rows.push(...field(content.labels.frame, content.frameNumber, '  '));
    if (content.batterySerial) rows.push(line(`  ${sv ? 'Batteri' : 'Battery'}: ${content.batterySerial}`));
  }
  rows.push({ rule: 'dashed' });
  rows.push(
    row(
      left(up(sv ? 'Totalt' : 'Total'), 0, { bold: true, scale: 1.2 }),
      right(decimal(content.total, content.language), columns, { bold: true, scale: 1.2 }),
    ),
  );
  rows.push({ rule: 'double' });
  const vat = vatOf(content.total);
  const [vatAt, netAt] = [Math.round(columns * 0.45), Math.round(columns * 0.72)];
  const vatRow = (cells: string[]) =>
    row(
      left(up(cells[0] ?? '')),
      right(up(cells[1] ?? ''), vatAt),
      right(up(cells[2] ?? ''), netAt),
      right(up(cells[3] ?? ''), columns),
    );
  rows.push(vatRow(sv ? ['Moms%', 'Moms', 'Netto', 'Brutto'] : ['VAT%', 'VAT', 'Net', 'Gross']));
  rows.push(
    vatRow([
      '25,00',
      decimal(vat, content.language),
      decimal(content.total - vat, content.language),
      decimal(content.total, content.language),
    ]),
  );
  rows.push({ rule: 'dashed' });

  rows.push(line(content.payment, decimal(content.total, content.language)));
  if (!/kontant|cash|swish|faktura/i.test(content.payment)) {
    rows.push(line(`************${random.int(1000, 9999)}`));
    rows.push(line(`TERM: ${random.int(10000000, 99999999)}`));
    rows.push(line(`REF: ${random.int(100000, 999999)} ${random.int(100000, 999999)}`));
    rows.push(line(`AID: A00000000${random.pick(['31010', '41010'])}`));
    rows.push(line(`${sv ? 'Köp' : 'Purchase'} SEK`, decimal(content.total, content.language)));
    rows.push(line(sv ? 'Godkänd' : 'Approved'));
  }
  rows.push({ rule: 'dashed' });

  rows.push(...field(content.labels.buyer, content.buyerName));
  if (content.personalNumber) rows.push(...field(content.labels.personalNumber, content.personalNumber));
  if (content.sellerStyle === 'labelled' && content.shopName)
    rows.push(...field(content.labels.seller, content.shopName));
  if (content.vatNumber) rows.push(...field(sv ? 'Momsreg.nr' : 'VAT no', content.vatNumber));
  rows.push({ rule: 'dashed' });

  const footer = sv
    ? ['Öppet köp 30 dagar', 'mot uppvisande av kvitto.', 'Garanti enligt konsumentköplagen.', content.thanks]
    : ['30 days return', 'with this receipt.', content.thanks];
  for (const text of footer) rows.push(row(centre(up(text), mid)));
  rows.push(gap(0.5, row(centre(up(sv ? 'Spara kvittot' : 'Keep your receipt'), mid))));
  rows.push({ barcode: content.receiptNumber, gapBefore: 0.5 });
  rows.push(row(centre(content.receiptNumber, mid)));
  return { layout: 'till-slip', columns, pageAspect: null, font: 'mono', paper: 'thermal', rows };
}

function ean(random: Random): string {
  let digits = '73';
  while (digits.length < 13) digits += String(random.int(0, 9));
  return digits;
}
