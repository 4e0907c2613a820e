import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText as pageText } from '../../../test/pdf-text.js';
import { renderReceiptPdf } from './receipt-pdf.js';

const receipt: OwnershipReceipt = {
  id: '5d0b7a56-6f0e-4a59-9d0e-0f1c2b3a4d5e',
  verificationCode: 'ABCD-EFGH',
  receiptNumber: 'RK-2026-000123',
  myRole: 'seller',
  status: 'completed',
  awaitingMe: false,
  bike: {
    id: '0a5e2b1c-3d4f-4a6b-8c7d-9e0f1a2b3c4d',
    frameNumber: 'WTU123456',
    bikeName: null,
    brand: 'Crescent',
    model: 'Elda',
  },
  sellerName: 'An** A*******',
  buyerName: 'Er** S*******',
  price: 4500,
  purchaseDate: '2026-11-24',
  // 23:30 and 23:45 UTC on 23 November: 00:30 and 00:45 on the 24th in Stockholm.
  sellerAcceptedAt: '2026-11-23T23:30:00.000Z',
  buyerAcceptedAt: '2026-11-23T23:45:00.000Z',
  createdAt: '2026-11-23T23:30:00.000Z',
};

describe('bill of sale PDF', () => {
  const savedZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  });

  it('writes the date of sale and both acceptances on the Swedish clock, on a server in another zone', async () => {
    const text = await pageText(await renderReceiptPdf(receipt, 'https://ramkoll.se/receipts'));
    expect(text).toContain('Köpdatum / Date of sale');
    expect(text).toContain('2026-11-24');
    expect(text).toContain('2026-11-24 00:30');
    expect(text).toContain('2026-11-24 00:45');
    expect(text).not.toContain('2026-11-23');
    expect(text).toContain('All times are Swedish time (Europe/Stockholm)');
  });
});
