import { ZBikeListResponse, ZBikeSearchResponse, type SearchBike } from '@ramkoll/shared/schemas/search';
import { describe, expect, it } from 'vitest';
import { precompiledSerializer } from '../../src/routes/precompiled-serializer.js';

// The search routes' answers are written by a serializer compiled from their zod schemas
// (docs/decisions/053-search-plans-and-answers.md): the same JSON as zod's, nothing undeclared.

function compile(schema: typeof ZBikeSearchResponse | typeof ZBikeListResponse, httpStatus = '200') {
  return precompiledSerializer({ schema, method: 'GET', url: '/api/bikes/search', httpStatus });
}

const bike: SearchBike = {
  id: '0b9f1c1e-3c3a-4c1e-9a51-2f0a4f6d2b11',
  frameNumber: 'WTU 123 "x"\n',
  bikeName: null,
  brand: 'Crescent',
  model: 'Dold',
  color: 'Röd',
  description: 'Med "citat" och \\ snedstreck',
  bikeType: null,
  city: 'Malmö',
  photoUrl: '/api/files/0b9f1c1e-3c3a-4c1e-9a51-2f0a4f6d2b11',
  photoHidden: false,
  stolen: true,
  stolenDate: '2026-11-01',
  stolenLocationDetails: null,
  batteryStolen: false,
  forSale: false,
  salePrice: null,
  saleDescription: null,
  isMine: true,
  registeredAt: '2026-11-02T10:11:12.000Z',
  match: 'close',
};

describe('precompiled serializer', () => {
  it('writes what zod would, field for field', () => {
    const answer = {
      results: [{ ...bike, bikeType: 'hybrid' as const, salePrice: 1200, forSale: true }],
      close: [bike],
      total: 1,
      totalCapped: false,
      page: 1,
      pageSize: 20,
    };
    const written = compile(ZBikeSearchResponse)(answer);
    expect(JSON.parse(written)).toEqual(ZBikeSearchResponse.parse(answer));
  });

  it('leaves out what the schema does not declare', () => {
    const written = compile(ZBikeListResponse)({
      bikes: [{ ...bike, ownerId: 'someone', receiptFileId: 'secret' }],
      total: 1,
      page: 1,
      pageSize: 20,
      debug: true,
    });
    expect(written).not.toMatch(/ownerId|receiptFileId|secret|debug/);
    expect(ZBikeListResponse.parse(JSON.parse(written)).bikes).toEqual([bike]);
  });

  it('refuses an answer without a required field', () => {
    const { isMine: _isMine, ...withoutIsMine } = bike;
    expect(() =>
      compile(ZBikeListResponse)({ bikes: [withoutIsMine], total: 1, page: 1, pageSize: 20 }),
    ).toThrow();
  });
});
