import { gap, left, right, row, type DocumentRow, type FontRole, type ReceiptDocument } from './document.js';
import type { Random } from './random.js';
import { decimal, vatOf, type ReceiptContent } from './receipt-content.js';

const COLUMNS = 84;

/**
 * An A4 receipt-invoice from a shop's office software: letterhead left, document number and date
 * right, the customer block, a table with columns (the frame number in its own column or under
 * the bike), totals to the right and the company facts in a footer at the bottom of the page.
 */
export function invoice(random: Random, content: ReceiptContent): ReceiptDocument {
  const sv = content.language === 'sv';
  const rows: DocumentRow[] = [];
  const frameColumn = content.frameNumber !== null && random.chance(0.5);
  const headerName = content.shopName && content.sellerStyle !== 'labelled';

  rows.push(
    row(
      left(headerName ? (content.shopName ?? '') : '', 0, { bold: true, scale: 1.6 }),
      right(sv ? random.pick(['KVITTO', 'FAKTURA / KVITTO', 'KÖPEKVITTO']) : 'RECEIPT', COLUMNS, {
        bold: true,
        scale: 1.4,
      }),
    ),
  );
  rows.push(
    gap(
      0.5,
      row(
        left(content.street),
        right(`${sv ? 'Kvittonr' : 'Receipt no'}: ${content.receiptNumber}`, COLUMNS),
      ),
    ),
  );
  rows.push(row(left(content.postcodeTown), right(`${sv ? 'Datum' : 'Date'}: ${content.date}`, COLUMNS)));
  rows.push(
    row(
      left(`${sv ? 'Tel' : 'Phone'} ${content.phone}`),
      right(`${sv ? 'Vår referens' : 'Our ref'}: ${content.cashier}`, COLUMNS),
    ),
  );

  rows.push(gap(2, row(left(`${content.labels.buyer}:`, 0, { bold: true }))));
  rows.push(row(left(content.buyerName)));
  if (content.personalNumber)
    rows.push(row(left(`${content.labels.personalNumber}: ${content.personalNumber}`)));
  if (content.sellerStyle === 'labelled' && content.shopName) {
    rows.push(gap(0.5, row(left(`${content.labels.seller}: ${content.shopName}`))));
  }

  // The table: article, description, [frame number], quantity, unit price, amount.
  const at = { article: 0, text: 9, frame: 42, quantity: 62, unit: 73, amount: COLUMNS };
  const head = sv
    ? {
        article: 'Art.nr',
        text: 'Benämning',
        frame: content.labels.frame,
        quantity: 'Antal',
        unit: 'À-pris',
        amount: 'Belopp',
      }
    : {
        article: 'Item',
        text: 'Description',
        frame: content.labels.frame,
        quantity: 'Qty',
        unit: 'Unit price',
        amount: 'Amount',
      };
  rows.push(
    gap(
      2,
      row(
        left(head.article, at.article, { bold: true }),
        left(head.text, at.text, { bold: true }),
        ...(frameColumn ? [left(head.frame, at.frame, { bold: true })] : []),
        right(head.quantity, at.quantity, { bold: true }),
        right(head.unit, at.unit, { bold: true }),
        right(head.amount, at.amount, { bold: true }),
      ),
    ),
  );
  rows.push({ rule: 'solid' });
  for (const [index, sale] of content.lines.entries()) {
    const first = index === 0;
    rows.push(
      row(
        left(sale.articleNumber, at.article),
        left(
          first ? `${sale.text} ${content.bikeDescription}`.slice(0, 32) : sale.text.slice(0, 32),
          at.text,
        ),
        ...(first && frameColumn ? [left(content.frameNumber ?? '', at.frame)] : []),
        right(String(sale.quantity), at.quantity),
        right(decimal(sale.unitPrice, content.language), at.unit),
        right(decimal(sale.unitPrice * sale.quantity, content.language), at.amount),
      ),
    );
    if (first && content.frameNumber && !frameColumn) {
      rows.push(row(left(`${content.labels.frame}: ${content.frameNumber}`, at.text)));
    }
    if (first && content.batterySerial) {
      rows.push(row(left(`${sv ? 'Batteri serienr' : 'Battery serial'}: ${content.batterySerial}`, at.text)));
    }
  }
  rows.push({ rule: 'solid' });
  const vat = vatOf(content.total);
  const totals: [string, string, boolean][] = [
    [sv ? 'Summa exkl. moms' : 'Subtotal excl. VAT', decimal(content.total - vat, content.language), false],
    [sv ? 'Moms 25 %' : 'VAT 25 %', decimal(vat, content.language), false],
    [sv ? 'Att betala' : 'Total', `${decimal(content.total, content.language)} ${sv ? 'kr' : 'SEK'}`, true],
  ];
  for (const [label, amount, bold] of totals)
    rows.push(row(left(label, 50, { bold }), right(amount, COLUMNS, { bold })));
  rows.push(gap(1, row(left(`${sv ? 'Betalningssätt' : 'Payment'}: ${content.payment}`))));
  rows.push(row(left(content.thanks)));

  // Footer: at the bottom of the page (the renderer pushes rows after a spacer down).
  rows.push({ rule: 'solid', gapBefore: 999 });
  const facts = [
    headerName || content.sellerStyle === 'labelled' ? content.shopName : null,
    `${content.street}, ${content.postcodeTown}`,
    content.orgNumber ? `${content.labels.org} ${content.orgNumber}` : null,
  ].filter((fact): fact is string => fact !== null);
  rows.push(row(left(facts.join('  |  '), 0, { scale: 0.85 })));
  const more = [
    `Bankgiro ${random.int(100, 999)}-${random.int(1000, 9999)}`,
    content.vatNumber ? `${sv ? 'Momsreg.nr' : 'VAT no.'} ${content.vatNumber}` : null,
    content.orgNumber && sv ? 'Godkänd för F-skatt' : null,
  ].filter((fact): fact is string => fact !== null);
  rows.push(row(left(more.join('  |  '), 0, { scale: 0.85 })));
  return {
    layout: 'invoice',
    columns: COLUMNS,
    pageAspect: 1.414,
    font: invoiceFont(random),
    paper: 'office',
    rows,
  };
}

function invoiceFont(random: Random): FontRole {
  return random.weighted<FontRole>([
    ['sans', 3],
    ['serif', 2],
    ['condensed', 1],
  ]);
}
