import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { formatNumericDateTime } from '@ramkoll/shared/rules/swedish-time';
import { createPdfPage } from '../../lib/pdf-page.js';

const statusWords: Record<OwnershipReceipt['status'], string> = {
  pending: 'Väntar på godkännande / Awaiting approval',
  completed: 'Genomförd / Completed',
  declined: 'Avböjd / Declined',
  cancelled: 'Avbruten / Cancelled',
};

/** Times on the Swedish clock, written YYYY-MM-DD HH:mm so both languages read them alike. */
function stockholmTime(iso: string | null): string {
  return iso === null ? '–' : formatNumericDateTime(iso);
}

function kronor(price: number | null): string {
  if (price === null) return 'Gåva / Gift';
  return `${new Intl.NumberFormat('sv-SE').format(price).replace(/\u00a0/g, ' ')} kr`;
}

/**
 * The bill of sale (köpekontrakt) for one receipt, in Swedish and English on one A4 page: the
 * bike, the parties' masked names, price, date, both acceptance times and the verification code
 * that anyone can check on /receipts. Drawn in DejaVu Sans, so names and bikes in any European
 * script print as written; a character the font lacks (an emoji, Chinese) is drawn as U+FFFD (�)
 * and never fails the document (lib/pdf-fonts.ts, decision 094).
 */
export async function renderReceiptPdf(receipt: OwnershipReceipt, verifyUrl: string): Promise<Uint8Array> {
  const page = await createPdfPage({
    title: `Köpekontrakt ${receipt.receiptNumber}`,
    createdAt: new Date(receipt.createdAt),
  });
  page.heading('Köpekontrakt / Bill of sale', `Kvittonummer / Receipt number: ${receipt.receiptNumber}`);
  const bikeTitle = [receipt.bike.brand, receipt.bike.model].filter(Boolean).join(' ');
  page.rows([
    ['Ramnummer / Frame number', receipt.bike.frameNumber],
    ['Cykel / Bike', [receipt.bike.bikeName, bikeTitle].filter(Boolean).join(' – ') || '–'],
    ['Säljare / Seller', receipt.sellerName],
    ['Köpare / Buyer', receipt.buyerName],
    ['Pris / Price', kronor(receipt.price)],
    ['Köpdatum / Date of sale', receipt.purchaseDate ?? '–'],
    ['Säljaren godkände / Seller accepted', stockholmTime(receipt.sellerAcceptedAt)],
    ['Köparen godkände / Buyer accepted', stockholmTime(receipt.buyerAcceptedAt)],
    ['Status', statusWords[receipt.status]],
  ]);
  page.gap(16);
  page.framed('Verifieringskod / Verification code', receipt.verificationCode);
  page.notes([
    `Kontrollera kontraktet på ${verifyUrl} med verifieringskoden.`,
    `Check this bill of sale at ${verifyUrl} with the verification code.`,
    'Namnen är maskerade för integritet; båda parter har identifierats med konto hos Ramkoll.',
    'Names are masked for privacy; both parties are identified by their Ramkoll accounts.',
    'Alla tider är svensk tid (Europe/Stockholm). / All times are Swedish time (Europe/Stockholm).',
  ]);
  return page.save();
}
