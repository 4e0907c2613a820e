import { defaultBottomMenu, defaultTopMenu } from '@ramkoll/shared/rules/menus';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { json, sessionHandler, sessions } from './mock-api';

/** A signed-in customer with valid menus (nothing to save back), 500 points and no pending receipts. */
export const ownerHandlers = {
  'GET /api/auth/session': sessionHandler({
    ...sessions.customer,
    user: {
      ...sessions.customer.user,
      menuPreferences: [...defaultBottomMenu],
      topMenuPreferences: [...defaultTopMenu],
    },
  }),
  'GET /api/me/balance': () => json({ pointsBalance: 500 }),
  'GET /api/me/receipts/pending-count': () => json({ count: 0 }),
  'GET /api/me/recovery-reports': () => json({ reports: [] }),
};

let counter = 0;

/** One of the owner's bikes as GET /api/me/bikes answers it; override what a test is about. */
export function myBike(overrides: Partial<MyBike> = {}): MyBike {
  counter += 1;
  const suffix = String(counter).padStart(12, '0');
  return {
    id: `3b2f6c1e-8a4d-4e5f-9a0b-${suffix}`,
    frameNumber: `WTU${String(100000 + counter)}`,
    bikeName: null,
    brand: 'Crescent',
    model: 'Alvar',
    color: 'Svart',
    bikeType: 'herr',
    description: null,
    batterySerialNumber: null,
    city: 'Stockholm',
    photoUrl: null,
    receiptUrl: null,
    forSale: false,
    stolen: false,
    stolenDate: null,
    stolenLocationDetails: null,
    policeReportNumber: null,
    batteryStolen: false,
    privacy: { bikeName: true, brand: true, model: true, color: true, description: true, bikePhoto: true },
    registeredByStoreName: null,
    salePrice: null,
    saleDescription: null,
    pendingTransfer: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}
