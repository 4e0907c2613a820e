import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';

let counter = 0;

/**
 * One receipt as GET /api/me/receipts answers it: by default a pending one waiting for me, the
 * buyer. Override what a test is about.
 */
export function ownershipReceipt(overrides: Partial<OwnershipReceipt> = {}): OwnershipReceipt {
  counter += 1;
  const suffix = String(counter).padStart(12, '0');
  return {
    id: `9c1d2e3f-4a5b-4c6d-8e7f-${suffix}`,
    verificationCode: `RK-${String(4000 + counter)}-QX`,
    receiptNumber: `K-2026-${String(counter).padStart(5, '0')}`,
    myRole: 'buyer',
    status: 'pending',
    awaitingMe: true,
    bike: {
      id: `3b2f6c1e-8a4d-4e5f-9a0b-${suffix}`,
      frameNumber: `WTU${String(200000 + counter)}`,
      bikeName: null,
      brand: 'Crescent',
      model: 'Alvar',
    },
    sellerName: 'Er** A*******',
    buyerName: 'An** S******',
    price: 4500,
    purchaseDate: '2026-03-14',
    sellerAcceptedAt: '2026-03-14T09:30:00.000Z',
    buyerAcceptedAt: null,
    createdAt: '2026-03-14T09:30:00.000Z',
    ...overrides,
  };
}
