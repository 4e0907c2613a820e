import type { Language } from '@ramkoll/shared/schemas/language';
import { receiptMoney, renderPaymentReceiptPdf, type PaymentReceipt } from '../orders/payment-receipt-pdf.js';

/*
 * The receipt of a points purchase, mailed when the points are credited (decision 090). The
 * payload is the receipt itself, so the PDF attached at sending time is the one of that moment.
 */
export interface PaymentReceiptMailPayloads {
  'payment-receipt': { receipt: PaymentReceipt; orderUrl: string };
}

type Payload = PaymentReceiptMailPayloads['payment-receipt'];

export const paymentReceiptTemplates: {
  'payment-receipt': Record<Language, (payload: Payload) => { subject: string; lines: string[] }>;
} = {
  'payment-receipt': {
    sv: ({ receipt, orderUrl }) => ({
      subject: `Kvitto ${receipt.receiptNumber} från Ramkoll`,
      lines: [
        `Hej ${receipt.buyerName}!`,
        `Tack för ditt köp. ${receipt.points} poäng har lagts till på ditt konto.`,
        `Belopp: ${receiptMoney(receipt.amount, receipt.currency, 'sv')} inklusive moms.`,
        'Kvittot finns som PDF i det här mejlet.',
        `Du hittar det också under Mina beställningar: ${orderUrl}`,
      ],
    }),
    en: ({ receipt, orderUrl }) => ({
      subject: `Receipt ${receipt.receiptNumber} from Ramkoll`,
      lines: [
        `Hi ${receipt.buyerName}!`,
        `Thank you for your purchase. ${receipt.points} points have been added to your account.`,
        `Amount: ${receiptMoney(receipt.amount, receipt.currency, 'en')} including VAT.`,
        'The receipt is attached to this e-mail as a PDF.',
        `You can also find it under My orders: ${orderUrl}`,
      ],
    }),
  },
};

/** The receipt PDF attached to the mail, rendered from the payload. */
export async function paymentReceiptAttachment(payload: Payload, language: Language) {
  return {
    filename: `kvitto-${payload.receipt.receiptNumber}.pdf`,
    contentType: 'application/pdf',
    content: await renderPaymentReceiptPdf(payload.receipt, language),
  };
}
