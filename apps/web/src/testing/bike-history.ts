import type { BikeHistoryResponse, OwnershipEntry } from '@ramkoll/shared/schemas/history';

export const demoStoreInfo = {
  storeName: 'Cykelhörnan Södermalm',
  storeChain: 'Cykelhörnan',
  storeLocationId: 'STHLM-SOD-01',
  storePhone: '08-640 11 22',
  storeAddress: 'Götgatan 58, 118 26 Stockholm',
  organizationNumber: '5591234560',
  storeContactInfo: 'butik@cykelhornan.se, 08-640 11 22',
} satisfies OwnershipEntry['storeInfo'];

/** Registered at a store for the first owner, then sold to the current one (GET /api/bikes/:id/history). */
export function bikeHistory(overrides: Partial<BikeHistoryResponse> = {}): BikeHistoryResponse {
  return {
    bikeId: '3b2f6c1e-8a4d-4e5f-9a0b-000000000001',
    frameNumber: 'CRE24100000',
    bikeName: null,
    ownerCount: 2,
    entries: [
      {
        ownerName: 'An** A********',
        startDate: '2024-03-01T10:00:00.000Z',
        endDate: '2024-09-15T08:30:00.000Z',
        isCurrent: false,
        isVerified: true,
        acquisitionType: 'registration',
        registrationType: 'store',
        storeInfo: demoStoreInfo,
        purchaseDetails: {
          purchasePrice: 21995,
          receiptNumber: 'CH-2024-0142',
          warrantyEndDate: '2026-03-01',
          receiptPhotoUrl: null,
        },
        receiptPhotoUrl: null,
        receiptVerified: true,
      },
      {
        ownerName: 'Er** S*******',
        startDate: '2024-09-15T08:30:00.000Z',
        endDate: null,
        isCurrent: true,
        isVerified: false,
        acquisitionType: 'transfer',
        registrationType: null,
        storeInfo: null,
        purchaseDetails: {
          purchasePrice: 8500,
          receiptNumber: 'RK-2024-0001',
          warrantyEndDate: null,
          receiptPhotoUrl: '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50',
        },
        receiptPhotoUrl: '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50',
        receiptVerified: true,
      },
    ],
    ...overrides,
  };
}
