import { describe, expect, it } from 'vitest';
import { emptyStoreBikeValues, parsePrice, storeBikeProblems, toStoreBikeRequest } from './store-bike-form';
import { newCustomerProblems, toCreateCustomerRequest, emptyNewCustomer } from './new-customer-form';
import { saleProblems } from './sale-form';
import { pickedCustomerFrom } from './picked-customer';

const today = '2026-11-26';
const filled = {
  ...emptyStoreBikeValues,
  frameNumber: ' wtu123456 ',
  bikeType: 'elcykel' as const,
  brand: ' Crescent ',
  model: '',
  price: '21 995 kr',
  receiptNumber: 'KV-1001',
  warrantyEndDate: '2028-06-30',
};

describe('parsePrice', () => {
  it.each([
    ['21995', 21995],
    ['21 995', 21995],
    ['21 995 kr', 21995],
    ['21995,00', 21995],
    ['0', 0],
    ['', null],
    ['  ', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });

  it.each(['12,50', '-5', 'tjugo', '1e5'])('refuses %j', (text) => {
    expect(parsePrice(text)).toBeNaN();
  });
});

describe('storeBikeProblems', () => {
  it('shows every problem of an empty customer form at once', () => {
    expect(storeBikeProblems(emptyStoreBikeValues, { forCustomer: true, today })).toEqual({
      frameNumber: 'frame_number_required',
      bikeType: 'bike_type_required',
      price: 'purchase_price_required',
      receiptNumber: 'receipt_number_required',
    });
  });

  it('lets stock go without purchase details but still checks what is typed', () => {
    const stock = { ...emptyStoreBikeValues, frameNumber: 'ABC123456', bikeType: 'herr' as const };
    expect(storeBikeProblems(stock, { forCustomer: false, today })).toEqual({});
    expect(
      storeBikeProblems(
        { ...stock, price: '12,50', warrantyEndDate: '2020-01-01' },
        { forCustomer: false, today },
      ),
    ).toEqual({ price: 'transfer_price_invalid', warrantyEndDate: 'warranty_date_past' });
  });

  it('accepts a complete form and refuses a bad frame number and receipt number', () => {
    expect(storeBikeProblems(filled, { forCustomer: true, today })).toEqual({});
    expect(
      storeBikeProblems(
        { ...filled, frameNumber: 'AB-12', receiptNumber: 'x'.repeat(51) },
        { forCustomer: true, today },
      ),
    ).toEqual({ frameNumber: 'frame_number_invalid', receiptNumber: 'receipt_number_invalid' });
  });
});

describe('toStoreBikeRequest', () => {
  it('trims, sends blanks as null and the price in whole kronor', () => {
    expect(toStoreBikeRequest(filled, { receiptFileId: null, bikePhotoFileId: 'p' }, false)).toEqual({
      frameNumber: 'wtu123456',
      bikeType: 'elcykel',
      brand: 'Crescent',
      model: null,
      color: null,
      description: null,
      batterySerialNumber: null,
      bikePhotoFileId: 'p',
      purchase: {
        price: 21995,
        receiptNumber: 'KV-1001',
        warrantyEndDate: '2028-06-30',
        receiptFileId: null,
      },
    });
    expect(toStoreBikeRequest(filled, { receiptFileId: null, bikePhotoFileId: null }, true)).toMatchObject({
      confirmDifferentBike: true,
    });
  });
});

describe('newCustomerProblems', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('shows every field at once, with the sign-up words', () => {
    expect(newCustomerProblems(emptyNewCustomer, now)).toEqual({
      fullName: 'all_fields_required',
      personalNumber: 'personal_number_missing',
      email: 'all_fields_required',
    });
  });

  it('refuses a child and a broken e-mail, and accepts an adult', () => {
    const adult = {
      ...emptyNewCustomer,
      fullName: 'Karin Kund',
      personalNumber: '19811218-9876',
      email: 'karin@example.se',
    };
    expect(newCustomerProblems(adult, now)).toEqual({});
    expect(
      newCustomerProblems({ ...adult, personalNumber: '20150101-2380', email: 'karin@' }, now),
    ).toMatchObject({
      email: 'invalid_email',
    });
    expect(toCreateCustomerRequest({ ...adult, phone: ' ' })).toMatchObject({ phone: null, language: 'sv' });
  });
});

describe('saleProblems', () => {
  it('needs a buyer and a date not in the future; no price is a gift', () => {
    expect(saleProblems({ price: '', purchaseDate: '2999-01-01' }, { buyerChosen: false, today })).toEqual({
      buyer: 'customer_query_required',
      purchaseDate: 'purchase_date_in_future',
    });
    expect(saleProblems({ price: '', purchaseDate: today }, { buyerChosen: true, today })).toEqual({});
  });
});

describe('pickedCustomerFrom', () => {
  it('takes only a well-formed customer from history state', () => {
    const customer = {
      id: '00000000-0000-4000-8000-000000000001',
      maskedName: 'Ka*** K***',
      maskedEmail: 'k***@e***.se',
    };
    expect(pickedCustomerFrom({ customer })).toEqual(customer);
    expect(pickedCustomerFrom({ customer: { id: 'x' } })).toBeNull();
    expect(pickedCustomerFrom(null)).toBeNull();
  });
});
