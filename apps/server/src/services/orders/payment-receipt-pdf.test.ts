import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { receiptMoney, renderPaymentReceiptPdf, vatOf, type PaymentReceipt } from './payment-receipt-pdf.js';

const receipt: PaymentReceipt = {
  receiptNumber: 'RKP-000042',
  // 23:30 UTC on 23 November: 00:30 on the 24th in Stockholm.
  paidAt: '2026-11-23T23:30:00.000Z',
  buyerName: 'Łukasz Ōno Åberg',
  buyerEmail: 'lukasz@example.se',
  package: 'points_300',
  points: 300,
  amount: 12900,
  currency: 'SEK',
  seller: { name: 'Ramkoll AB', organisationNumber: '559000-0000', address: 'Storgatan 1, 111 22 Stockholm' },
};

describe('purchase receipt PDF', () => {
  it('shows the seller, number, Swedish time, buyer and 25 % VAT inside a SEK price, in Swedish', async () => {
    const text = await pdfText(await renderPaymentReceiptPdf(receipt, 'sv'));
    for (const expected of [
      'Kvitto',
      'Kvittonummer: RKP-000042',
      'Ramkoll AB',
      '559000-0000',
      'Storgatan 1, 111 22 Stockholm',
      '2026-11-24 00:30',
      'Poängpaket, 300 poäng',
      'Belopp exkl. moms',
      '103,20 SEK',
      'Moms 25 %',
      '25,80 SEK',
      'Totalt inkl. moms',
      '129,00 SEK',
    ]) {
      expect(text).toContain(expected);
    }
    // Letters outside Latin-1 print as written (DejaVu Sans, decision 094).
    expect(text).toContain('Łukasz Ōno Åberg (lukasz@example.se)');
  });

  it('writes a USD receipt in English with its VAT', async () => {
    const text = await pdfText(
      await renderPaymentReceiptPdf(
        { ...receipt, amount: 1299, currency: 'USD', buyerName: 'Ann Smith' },
        'en',
      ),
    );
    for (const expected of [
      'Receipt',
      'Receipt number: RKP-000042',
      'Organisation number',
      'Points package, 300 points',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Amount excl. VAT\n10.39 USD');
    expect(text).toContain('VAT 25 %\n2.60 USD');
    expect(text).toContain('Total incl. VAT\n12.99 USD');
  });

  it('VAT is a fifth of a price that includes 25 %, to the nearest öre or cent', () => {
    expect(vatOf(12900)).toBe(2580);
    expect(vatOf(1299)).toBe(260);
    expect(vatOf(39900)).toBe(7980);
    expect(receiptMoney(3999000, 'SEK', 'sv')).toBe('39 990,00 SEK');
  });
});
