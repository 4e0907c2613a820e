import type { SearchBike } from '@ramkoll/shared/schemas/search';

let counter = 0;

/** A search result as GET /api/bikes/search answers it; `overrides` change any field. */
export function searchBike(overrides: Partial<SearchBike> = {}): SearchBike {
  counter += 1;
  return {
    id: `7a1c2e3f-4b5c-4d6e-8f70-${String(counter).padStart(12, '0')}`,
    frameNumber: `WTU48291${counter}K`,
    bikeName: null,
    brand: 'Crescent',
    model: 'Alvar',
    color: 'Blå',
    description: null,
    bikeType: 'hybrid',
    city: 'Lund',
    photoUrl: null,
    photoHidden: false,
    stolen: false,
    stolenDate: null,
    stolenLocationDetails: null,
    batteryStolen: false,
    forSale: false,
    salePrice: null,
    saleDescription: null,
    isMine: false,
    registeredAt: '2026-05-01T10:00:00.000Z',
    match: 'text',
    ...overrides,
  };
}
