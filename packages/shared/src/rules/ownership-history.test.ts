import { describe, expect, it } from 'vitest';
import { ZOwnershipEntry, type StoreInfo } from '../schemas/history.js';
import {
  buildOwnershipHistory,
  isSelfRegistrationStore,
  ownershipDuration,
  type HistoryEvent,
  type StoreRegistrationFallback,
} from './ownership-history.js';

const store: StoreInfo = {
  storeName: 'Cykelhörnan Södermalm',
  storeChain: 'Cykelhörnan',
  storeLocationId: 'STHLM-SOD-01',
  storePhone: '08-640 11 22',
  storeAddress: 'Götgatan 58, 118 26 Stockholm',
  organizationNumber: '5591234560',
  storeContactInfo: 'butik@ramkoll.se',
};

function event(overrides: Partial<HistoryEvent> = {}): HistoryEvent {
  return {
    eventType: 'registration',
    eventDate: new Date('2024-03-01T10:00:00.000Z'),
    ownerName: 'Anna Andersson',
    ownerVerified: true,
    isCurrentOwner: false,
    registrationType: 'self',
    store: null,
    purchase: null,
    receiptPhotoUrl: null,
    hasReceipt: false,
    ...overrides,
  };
}

const registration = event();
const transfer = event({
  eventType: 'transfer',
  eventDate: new Date('2024-09-15T08:30:00.000Z'),
  ownerName: 'Erik Svensson',
  registrationType: null,
  isCurrentOwner: true,
  purchase: { purchasePrice: 8500, receiptNumber: 'RK-0001', warrantyEndDate: null },
});

describe('buildOwnershipHistory', () => {
  it('sorts by event date and ends each entry where the next one starts; the current owner stays open', () => {
    const entries = buildOwnershipHistory([transfer, registration]);
    expect(
      entries.map((entry) => [entry.ownerName, entry.startDate, entry.endDate, entry.isCurrent]),
    ).toEqual([
      ['An** A********', '2024-03-01T10:00:00.000Z', '2024-09-15T08:30:00.000Z', false],
      ['Er** S*******', '2024-09-15T08:30:00.000Z', null, true],
    ]);
    for (const entry of entries) expect(ZOwnershipEntry.parse(entry)).toEqual(entry);
  });

  it('keeps the given order for events on the same instant', () => {
    const at = new Date('2024-05-05T12:00:00.000Z');
    const entries = buildOwnershipHistory([
      event({ eventDate: at, ownerName: 'Bo Ek' }),
      event({ eventDate: at, ownerName: 'Li Wu', eventType: 'purchase', registrationType: null }),
    ]);
    expect(entries.map((entry) => entry.ownerName)).toEqual(['Bo E*', 'Li W*']);
    expect(entries[0]?.endDate).toBe(at.toISOString());
  });

  it('does not change the events it is given', () => {
    const events = [transfer, registration];
    buildOwnershipHistory(events);
    expect(events).toEqual([transfer, registration]);
  });

  it('masks every owner name and never returns the full one', () => {
    const entries = buildOwnershipHistory([registration, transfer]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('Anna');
    expect(text).not.toContain('Andersson');
    expect(text).not.toContain('Svensson');
  });

  it('gives no entry for an event without an owner name, but still ends the entry before it', () => {
    const nameless = event({
      eventType: 'transfer',
      eventDate: new Date('2024-06-01T00:00:00.000Z'),
      ownerName: '  ',
      registrationType: null,
    });
    const unnamed = event({ ...nameless, ownerName: null, eventDate: new Date('2024-07-01T00:00:00.000Z') });
    const entries = buildOwnershipHistory([registration, nameless, unnamed, transfer]);
    expect(entries.map((entry) => [entry.ownerName, entry.endDate])).toEqual([
      ['An** A********', '2024-06-01T00:00:00.000Z'],
      ['Er** S*******', null],
    ]);
  });

  it('marks no one current when the last event names someone else than the owner', () => {
    const [entry] = buildOwnershipHistory([event({ isCurrentOwner: false })]);
    expect(entry).toMatchObject({ endDate: null, isCurrent: false });
  });

  it('marks an earlier period of the current owner as closed, not current', () => {
    const back = event({
      eventType: 'purchase',
      registrationType: null,
      eventDate: new Date('2025-01-01T00:00:00.000Z'),
      isCurrentOwner: true,
    });
    const entries = buildOwnershipHistory([event({ isCurrentOwner: true }), transfer, back]);
    expect(entries.map((entry) => entry.isCurrent)).toEqual([false, false, true]);
  });

  it('answers an empty list for no events, or only nameless ones', () => {
    expect(buildOwnershipHistory([])).toEqual([]);
    expect(buildOwnershipHistory([event({ ownerName: '' })])).toEqual([]);
  });

  it('carries the verified mark and the acquisition type', () => {
    const entries = buildOwnershipHistory([
      registration,
      event({
        eventType: 'purchase',
        registrationType: null,
        ownerVerified: false,
        eventDate: new Date('2025-01-01T00:00:00.000Z'),
      }),
    ]);
    expect(entries.map((entry) => [entry.acquisitionType, entry.isVerified])).toEqual([
      ['registration', true],
      ['purchase', false],
    ]);
  });

  describe('registration type and store', () => {
    it('is self for a registration without a store', () => {
      const [entry] = buildOwnershipHistory([registration]);
      expect(entry).toMatchObject({ registrationType: 'self', storeInfo: null, purchaseDetails: null });
    });

    it('is store for a registration at a shop, with the store block', () => {
      const [entry] = buildOwnershipHistory([event({ registrationType: 'store', store })]);
      expect(entry).toMatchObject({ registrationType: 'store', storeInfo: store });
    });

    it.each(['Egenregistrering', 'EGENREGISTRERING', 'Ramkoll egenregistrering', 'Kundegenregistrering'])(
      'is self when the store is called %s, and shows no store block',
      (storeName) => {
        const [entry] = buildOwnershipHistory([
          event({ registrationType: 'store', store: { ...store, storeName } }),
        ]);
        expect(entry).toMatchObject({ registrationType: 'self', storeInfo: null });
      },
    );

    it('falls back to the first store registration when the registration has no store data', () => {
      const fallback: StoreRegistrationFallback = {
        store,
        purchase: { purchasePrice: 21995, receiptNumber: 'CH-2023-0142', warrantyEndDate: '2026-03-01' },
      };
      const [entry] = buildOwnershipHistory([event({ registrationType: 'store' })], fallback);
      expect(entry).toMatchObject({
        registrationType: 'store',
        storeInfo: store,
        purchaseDetails: {
          purchasePrice: 21995,
          receiptNumber: 'CH-2023-0142',
          warrantyEndDate: '2026-03-01',
          receiptPhotoUrl: null,
        },
      });
    });

    it("keeps the registration's own store and purchase over the fallback", () => {
      const own = { ...store, storeName: 'Velo Nordic' };
      const fallback: StoreRegistrationFallback = {
        store,
        purchase: { purchasePrice: 1, receiptNumber: 'X', warrantyEndDate: null },
      };
      const [entry] = buildOwnershipHistory(
        [
          event({
            registrationType: 'store',
            store: own,
            purchase: { purchasePrice: 9995, receiptNumber: null, warrantyEndDate: null },
          }),
        ],
        fallback,
      );
      expect(entry?.storeInfo).toEqual(own);
      expect(entry?.purchaseDetails?.purchasePrice).toBe(9995);
    });

    it('uses the fallback only for registrations, never for transfers', () => {
      const entries = buildOwnershipHistory([registration, transfer], { store, purchase: null });
      expect(entries[0]?.storeInfo).toEqual(store);
      expect(entries[1]).toMatchObject({ registrationType: null, storeInfo: null });
    });

    it('has no registration type for purchases and transfers', () => {
      const [, entry] = buildOwnershipHistory([registration, transfer]);
      expect(entry).toMatchObject({ acquisitionType: 'transfer', registrationType: null });
    });
  });

  describe('purchase details and receipts', () => {
    it('shows price, receipt number and warranty of a purchase', () => {
      const [, entry] = buildOwnershipHistory([registration, transfer]);
      expect(entry?.purchaseDetails).toEqual({
        purchasePrice: 8500,
        receiptNumber: 'RK-0001',
        warrantyEndDate: null,
        receiptPhotoUrl: null,
      });
    });

    it('gives the receipt photo to a viewer allowed to open it, in the entry and its purchase details', () => {
      const url = '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50';
      const [entry] = buildOwnershipHistory([event({ receiptPhotoUrl: url, hasReceipt: true })]);
      expect(entry).toMatchObject({
        receiptPhotoUrl: url,
        receiptVerified: true,
        purchaseDetails: {
          purchasePrice: null,
          receiptNumber: null,
          warrantyEndDate: null,
          receiptPhotoUrl: url,
        },
      });
    });

    it('tells others only that a receipt was verified', () => {
      const [entry] = buildOwnershipHistory([event({ receiptPhotoUrl: null, hasReceipt: true })]);
      expect(entry).toMatchObject({ receiptPhotoUrl: null, receiptVerified: true, purchaseDetails: null });
    });

    it('claims no receipt where there is none', () => {
      const [entry] = buildOwnershipHistory([registration]);
      expect(entry).toMatchObject({ receiptPhotoUrl: null, receiptVerified: false });
    });
  });
});

describe('isSelfRegistrationStore', () => {
  it('finds the word in any case, and nothing else', () => {
    expect(isSelfRegistrationStore('Egenregistrering')).toBe(true);
    expect(isSelfRegistrationStore('egenREGISTRERING via app')).toBe(true);
    expect(isSelfRegistrationStore('Cykelhörnan Södermalm')).toBe(false);
    expect(isSelfRegistrationStore('Egen registrering')).toBe(false);
  });
});

describe('ownershipDuration', () => {
  const now = new Date('2025-09-01T10:00:00.000Z');

  it('measures a closed period from start to end', () => {
    expect(
      ownershipDuration({ startDate: '2024-03-01T10:00:00.000Z', endDate: '2024-09-15T08:30:00.000Z' }, now),
    ).toEqual({ unit: 'months', months: 6 });
  });

  it('runs an open period until now', () => {
    expect(ownershipDuration({ startDate: '2023-06-01T10:00:00.000Z', endDate: null }, now)).toEqual({
      unit: 'years',
      years: 2,
      months: 3,
    });
    expect(ownershipDuration({ startDate: '2025-08-20T10:00:00.000Z', endDate: null }, now)).toEqual({
      unit: 'days',
      days: 12,
    });
  });
});
