import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bankIdErrorMessage, bankIdMessage, rfaCodes } from './bankid-messages.js';

function catalogue(language: 'sv' | 'en'): Record<string, string> {
  const url = new URL(`../i18n/${language}/bankid.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

const qr = { sameDevice: false };
const sameDevice = { sameDevice: true };

describe('bankIdMessage: pending', () => {
  it.each([
    ['outstandingTransaction', qr, 'RFA1'],
    ['outstandingTransaction', sameDevice, 'RFA13'],
    ['noClient', qr, 'RFA1'],
    ['noClient', sameDevice, 'RFA1'],
    ['started', { sameDevice: true, desktop: true }, 'RFA15A'],
    ['started', { sameDevice: false, desktop: false }, 'RFA15B'],
    ['started', qr, 'RFA15B'],
    ['userSign', qr, 'RFA9'],
    ['userMrtd', qr, 'RFA23'],
    ['userCallConfirm', qr, 'RFA21'],
    ['somethingNew', qr, 'RFA21'],
    [null, sameDevice, 'RFA21'],
  ] as const)('%s (%o) → %s', (hintCode, context, code) => {
    expect(bankIdMessage(hintCode, 'pending', context)).toBe(code);
  });
});

describe('bankIdMessage: failed', () => {
  it.each([
    ['expiredTransaction', qr, 'RFA8'],
    ['certificateErr', qr, 'RFA16'],
    ['userCancel', qr, 'RFA6'],
    ['cancelled', qr, 'RFA3'],
    ['startFailed', qr, 'RFA17B'],
    ['startFailed', sameDevice, 'RFA17A'],
    ['userDeclinedCall', qr, 'RFA22'],
    ['notSupportedByUserApp', qr, 'RFA22'],
    ['transactionRiskBlocked', qr, 'RFA22'],
    ['unknown', qr, 'RFA22'],
    [null, qr, 'RFA22'],
  ] as const)('%s (%o) → %s', (hintCode, context, code) => {
    expect(bankIdMessage(hintCode, 'failed', context)).toBe(code);
  });
});

describe('bankIdErrorMessage', () => {
  it.each([
    ['alreadyInProgress', 'RFA4'],
    ['requestTimeout', 'RFA5'],
    ['maintenance', 'RFA5'],
    ['internalError', 'RFA5'],
    ['timeout', 'RFA5'],
    ['connectionFailed', 'RFA5'],
    ['invalidParameters', 'RFA22'],
    ['unauthorized', 'RFA22'],
    ['notFound', 'RFA22'],
    ['whatever', 'RFA22'],
  ])('%s → %s', (errorCode, code) => {
    expect(bankIdErrorMessage(errorCode)).toBe(code);
  });
});

describe('the bankid catalogue', () => {
  it('has a text for exactly the RFA codes, in both languages', () => {
    for (const language of ['sv', 'en'] as const)
      expect(Object.keys(catalogue(language)).sort(), language).toEqual([...rfaCodes].sort());
  });

  it("holds BankID's own texts", () => {
    expect(catalogue('sv').RFA1).toBe('Starta BankID-appen.');
    expect(catalogue('en').RFA1).toBe('Start your BankID app.');
    expect(catalogue('sv').RFA8).toBe(
      'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Försök sedan igen.',
    );
    expect(catalogue('en').RFA17B).toBe(
      'Failed to scan the QR code. Start the BankID app and scan the QR code.',
    );
  });
});
