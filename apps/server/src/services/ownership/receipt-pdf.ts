import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { formatNumericDateTime } from '@ramkoll/shared/rules/swedish-time';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

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
 * that anyone can check on /receipts. Standard PDF fonts (WinAnsi) cover å, ä, ö.
 */
export async function renderReceiptPdf(receipt: OwnershipReceipt, verifyUrl: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Köpekontrakt ${receipt.receiptNumber}`);
  pdf.setAuthor('Ramkoll');
  pdf.setCreationDate(new Date(receipt.createdAt));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.05, 0.18, 0.24);
  const muted = rgb(0.35, 0.4, 0.45);
  const left = 56;
  let y = 780;

  page.drawText('Ramkoll', { x: left, y, size: 22, font: bold, color: ink });
  y -= 30;
  page.drawText('Köpekontrakt / Bill of sale', { x: left, y, size: 16, font: bold, color: ink });
  y -= 18;
  page.drawText(`Kvittonummer / Receipt number: ${receipt.receiptNumber}`, {
    x: left,
    y,
    size: 10,
    font: regular,
    color: muted,
  });
  y -= 30;

  const bikeTitle = [receipt.bike.brand, receipt.bike.model].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ['Ramnummer / Frame number', receipt.bike.frameNumber],
    ['Cykel / Bike', [receipt.bike.bikeName, bikeTitle].filter(Boolean).join(' – ') || '–'],
    ['Säljare / Seller', receipt.sellerName],
    ['Köpare / Buyer', receipt.buyerName],
    ['Pris / Price', kronor(receipt.price)],
    ['Köpdatum / Date of sale', receipt.purchaseDate ?? '–'],
    ['Säljaren godkände / Seller accepted', stockholmTime(receipt.sellerAcceptedAt)],
    ['Köparen godkände / Buyer accepted', stockholmTime(receipt.buyerAcceptedAt)],
    ['Status', statusWords[receipt.status]],
  ];
  for (const [label, value] of rows) {
    page.drawText(label, { x: left, y, size: 10, font: regular, color: muted });
    page.drawText(value, { x: left + 210, y, size: 11, font: bold, color: ink });
    y -= 22;
  }

  y -= 16;
  page.drawRectangle({ x: left - 8, y: y - 44, width: 495, height: 62, borderColor: ink, borderWidth: 1 });
  page.drawText('Verifieringskod / Verification code', { x: left, y, size: 10, font: regular, color: muted });
  page.drawText(receipt.verificationCode, { x: left, y: y - 26, size: 20, font: bold, color: ink });
  y -= 72;
  const lines = [
    `Kontrollera kontraktet på ${verifyUrl} med verifieringskoden.`,
    `Check this bill of sale at ${verifyUrl} with the verification code.`,
    'Namnen är maskerade för integritet; båda parter har identifierats med konto hos Ramkoll.',
    'Names are masked for privacy; both parties are identified by their Ramkoll accounts.',
    'Alla tider är svensk tid (Europe/Stockholm). / All times are Swedish time (Europe/Stockholm).',
  ];
  for (const line of lines) {
    page.drawText(line, { x: left, y, size: 9, font: regular, color: muted });
    y -= 14;
  }
  return pdf.save();
}
