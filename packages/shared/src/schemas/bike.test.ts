import { describe, expect, it } from 'vitest';
import {
  ZFrameNumberCheckResponse,
  ZFrameNumberLookalikeDetails,
  ZLookalikeBike,
  ZRegisterBikeRequest,
} from './bike.js';

const card = {
  frameNumber: 'WTU2794135K',
  brand: 'Crescent',
  model: 'Dold',
  color: null,
  bikeType: 'dam',
  stolen: false,
};

const form = { frameNumber: 'WTU2794I35K', bikeType: 'dam', receiptFileId: null };

describe('look-alike frame numbers in the bike schemas', () => {
  it('the registration takes an optional boolean confirmation', () => {
    expect(ZRegisterBikeRequest.parse(form).confirmDifferentBike).toBeUndefined();
    expect(ZRegisterBikeRequest.parse({ ...form, confirmDifferentBike: true }).confirmDifferentBike).toBe(
      true,
    );
    expect(ZRegisterBikeRequest.safeParse({ ...form, confirmDifferentBike: 'yes' }).success).toBe(false);
  });

  it('a look-alike card has its public fields and nothing that names or reaches the owner', () => {
    expect(ZLookalikeBike.parse(card)).toEqual(card);
    for (const extra of [{ ownerId: 'x' }, { email: 'a@b.se' }, { id: 'x' }, { city: 'Lund' }]) {
      expect(ZLookalikeBike.safeParse({ ...card, ...extra }).success).toBe(false);
    }
  });

  it('the refusal names one to five bikes; the check answers zero or more', () => {
    expect(ZFrameNumberLookalikeDetails.safeParse({ bikes: [] }).success).toBe(false);
    expect(ZFrameNumberLookalikeDetails.safeParse({ bikes: Array(6).fill(card) }).success).toBe(false);
    expect(ZFrameNumberLookalikeDetails.parse({ bikes: [card] })).toEqual({ bikes: [card] });
    expect(ZFrameNumberCheckResponse.parse({ available: true, lookalikes: [] })).toEqual({
      available: true,
      lookalikes: [],
    });
  });
});
