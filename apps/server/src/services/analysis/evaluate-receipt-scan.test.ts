import { describe, expect, it } from 'vitest';
import { evaluateReceiptScan } from './evaluate-receipt-scan.js';

const scan = { frameKeys: ['WCR1234056X'], personalNumberHashes: ['hash-anna'], sellerInfoFound: true };

describe('evaluateReceiptScan', () => {
  it('passes all three checks for the receipt frame number and the owner’s personnummer', () => {
    expect(evaluateReceiptScan(scan, 'wcr1234056x', 'hash-anna')).toEqual({
      verification: { frameNumberValid: true, customerPersonalNumberValid: true, sellerInfoFound: true },
      problems: [],
    });
  });

  it('accepts a frame number that differs from what OCR read only by look-alike characters', () => {
    expect(evaluateReceiptScan(scan, 'WCRI234O56X', 'hash-anna').verification.frameNumberValid).toBe(true);
    expect(evaluateReceiptScan(scan, 'WCR1234057X', 'hash-anna').verification.frameNumberValid).toBe(false);
  });

  it('forgives OCR look-alikes in what was read, never another character', () => {
    const read = { ...scan, frameKeys: ['WTU20946259', 'WTU2794I35K', 'WTU2O94@2S9'] };
    for (const typed of ['WTU20940259', 'WTU2794135K']) {
      expect(evaluateReceiptScan(read, typed, 'hash-anna').verification.frameNumberValid, typed).toBe(true);
    }
    for (const typed of ['WTU20941259', 'WTU2094025', 'WTU2794135X', 'WTU20340259']) {
      expect(evaluateReceiptScan(read, typed, 'hash-anna').problems, typed).toEqual([
        'frame_number_mismatch',
      ]);
    }
  });

  it('names each failed check', () => {
    expect(
      evaluateReceiptScan({ ...scan, sellerInfoFound: false }, 'ABC999999', 'hash-erik').problems,
    ).toEqual(['frame_number_mismatch', 'personal_number_mismatch', 'seller_missing']);
    expect(
      evaluateReceiptScan(
        { frameKeys: [], personalNumberHashes: [], sellerInfoFound: true },
        'ABC999999',
        null,
      ).problems,
    ).toEqual(['frame_number_missing', 'personal_number_missing_in_profile']);
  });
});
