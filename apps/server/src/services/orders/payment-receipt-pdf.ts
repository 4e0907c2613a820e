import { formatNumericDateTime } from '@ramkoll/shared/rules/swedish-time';
import type { Language } from '@ramkoll/shared/schemas/language';
import type { Currency, PointsPackage } from '@ramkoll/shared/schemas/orders';
import { createPdfPage } from '../../lib/pdf-page.js';

/** Everything a purchase receipt shows; a snapshot, so a mailed receipt renders the same later. */
export interface PaymentReceipt {
  receiptNumber: string;
  /** When the payment was credited (ISO). */
  paidAt: string;
  buyerName: string;
  buyerEmail: string;
  package: PointsPackage;
  points: number;
  /** Minor units, VAT included. */
  amount: number;
  currency: Currency;
  seller: { name: string; organisationNumber: string; address: string };
}

/** Swedish VAT on digital services: 25 % on top, so a fifth of a price that includes it. */
export const VAT_PERCENT = 25;

/** The VAT inside a price that includes 25 %, in minor units: price × 0.2, to the nearest öre/cent. */
export function vatOf(amount: number): number {
  return Math.round((amount * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** `129,00 SEK` / `12.99 USD`: the currency's code, so both languages read either currency alike. */
export function receiptMoney(minor: number, currency: Currency, language: Language): string {
  const number = new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
  // Swedish groups thousands with a no-break space and writes U+2212 for minus: plain ones read
  // alike in the PDF and in the mail's text.
  return `${number.replace(/[\u00a0\u202f]/g, ' ').replace('\u2212', '-')} ${currency}`;
}

/** 'RKP-000042': the receipt series of points purchases. */
export function receiptNumberOf(sequence: number): string {
  return `RKP-${String(sequence).padStart(6, '0')}`;
}

const words = {
  sv: {
    title: 'Kvitto',
    number: 'Kvittonummer',
    seller: 'Säljare',
    orgNumber: 'Organisationsnummer',
    address: 'Adress',
    date: 'Datum',
    buyer: 'Köpare',
    item: 'Vara',
    points: (points: string) => `Poängpaket, ${points} poäng`,
    net: 'Belopp exkl. moms',
    vat: `Moms ${VAT_PERCENT} %`,
    total: 'Totalt inkl. moms',
    currency: 'Valuta',
    notes: [
      'Betalningen är mottagen och poängen har lagts till på ditt Ramkoll-konto.',
      'Tiden är svensk tid (Europe/Stockholm).',
    ],
  },
  en: {
    title: 'Receipt',
    number: 'Receipt number',
    seller: 'Seller',
    orgNumber: 'Organisation number',
    address: 'Address',
    date: 'Date',
    buyer: 'Buyer',
    item: 'Item',
    points: (points: string) => `Points package, ${points} points`,
    net: 'Amount excl. VAT',
    vat: `VAT ${VAT_PERCENT} %`,
    total: 'Total incl. VAT',
    currency: 'Currency',
    notes: [
      'The payment is received and the points were added to your Ramkoll account.',
      'The time is Swedish time (Europe/Stockholm).',
    ],
  },
} as const;

/**
 * A purchase receipt (docs/product-rules.md "Points and money"): seller with organisation number
 * and address, receipt number, date, buyer, package and price with the VAT in it shown, in the
 * buyer's language, on one A4 page in DejaVu Sans, so a buyer's name prints as written
 * (lib/pdf-page.ts, decision 094).
 */
export async function renderPaymentReceiptPdf(
  receipt: PaymentReceipt,
  language: Language,
): Promise<Uint8Array> {
  const w = words[language];
  const money = (minor: number) => receiptMoney(minor, receipt.currency, language);
  const vat = vatOf(receipt.amount);
  const page = await createPdfPage({
    title: `${w.title} ${receipt.receiptNumber}`,
    createdAt: new Date(receipt.paidAt),
  });
  page.heading(w.title, `${w.number}: ${receipt.receiptNumber}`);
  page.rows(
    [
      [w.seller, receipt.seller.name],
      [w.orgNumber, receipt.seller.organisationNumber],
      [w.address, receipt.seller.address],
      [w.date, formatNumericDateTime(receipt.paidAt)],
      [w.buyer, `${receipt.buyerName} (${receipt.buyerEmail})`],
    ],
    { labelWidth: 160 },
  );
  page.gap(12);
  page.rows(
    [
      [
        w.item,
        w.points(
          new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB')
            .format(receipt.points)
            .replace(/\u00a0/g, ' '),
        ),
      ],
      [w.net, money(receipt.amount - vat)],
      [w.vat, money(vat)],
      [w.total, money(receipt.amount)],
      [w.currency, receipt.currency],
    ],
    { labelWidth: 160 },
  );
  page.gap(12);
  page.notes(w.notes);
  return page.save();
}
