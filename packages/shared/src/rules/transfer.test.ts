import { describe, expect, it } from 'vitest';
import { checkTransfer } from './transfer.js';

const today = '2026-11-23';
const now = new Date('2026-11-23T12:00:00Z');

describe('checkTransfer', () => {
  it('reads the buyer as an e-mail (lower-cased) or a personnummer (12 digits)', () => {
    expect(checkTransfer({ buyer: ' Erik@Ramkoll.SE ', purchaseDate: today }, today, now)).toEqual({
      ok: true,
      transfer: { buyer: { kind: 'email', email: 'erik@ramkoll.se' }, price: null, purchaseDate: today },
    });
    const byNumber = checkTransfer({ buyer: '850101-0006', price: 4500, purchaseDate: today }, today, now);
    expect(byNumber).toMatchObject({
      ok: true,
      transfer: { buyer: { kind: 'personal_number', personalNumber: '198501010006' }, price: 4500 },
    });
  });

  it('refuses a missing or malformed buyer', () => {
    expect(checkTransfer({ buyer: '  ', purchaseDate: today }, today, now)).toMatchObject({
      field: 'buyer',
      problem: 'buyer_required',
    });
    for (const buyer of ['erik@', '850101-0009', 'Erik Svensson']) {
      expect(checkTransfer({ buyer, purchaseDate: today }, today, now), buyer).toMatchObject({
        field: 'buyer',
        problem: 'buyer_invalid',
      });
    }
  });

  it('takes a price of 0 up to the maximum in whole kronor, or none', () => {
    for (const price of [-1, 1.5, 1_000_001]) {
      expect(
        checkTransfer({ buyer: 'a@b.se', price, purchaseDate: today }, today, now),
        String(price),
      ).toMatchObject({
        field: 'price',
        problem: 'transfer_price_invalid',
      });
    }
    expect(checkTransfer({ buyer: 'a@b.se', price: 0, purchaseDate: today }, today, now).ok).toBe(true);
  });

  it('needs a real date that is not in the future', () => {
    expect(checkTransfer({ buyer: 'a@b.se', purchaseDate: '' }, today, now)).toMatchObject({
      problem: 'purchase_date_required',
    });
    expect(checkTransfer({ buyer: 'a@b.se', purchaseDate: '2026-02-30' }, today, now)).toMatchObject({
      problem: 'purchase_date_invalid',
    });
    expect(checkTransfer({ buyer: 'a@b.se', purchaseDate: '2026-11-24' }, today, now)).toMatchObject({
      problem: 'purchase_date_in_future',
    });
  });
});
