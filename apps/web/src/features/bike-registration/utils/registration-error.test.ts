import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { registrationFailure } from './registration-error';

describe('registrationFailure', () => {
  it('sends a taken frame number to the already-registered dialog', () => {
    expect(registrationFailure(new ApiError('FRAME_NUMBER_TAKEN', 409))).toEqual({ kind: 'taken' });
  });

  it('sends a look-alike to the look-alike dialog with the cards, or to the taken dialog without them', () => {
    const bike = {
      frameNumber: 'WTU2794135K',
      brand: 'Crescent',
      model: 'Dold',
      color: null,
      bikeType: 'dam',
      stolen: false,
    };
    expect(registrationFailure(new ApiError('FRAME_NUMBER_LOOKALIKE', 409, { bikes: [bike] }))).toEqual({
      kind: 'lookalike',
      bikes: [bike],
    });
    expect(registrationFailure(new ApiError('FRAME_NUMBER_LOOKALIKE', 409, { bikes: [] }))).toEqual({
      kind: 'taken',
    });
  });

  it('tells a short balance apart', () => {
    expect(
      registrationFailure(new ApiError('INSUFFICIENT_POINTS', 402, { required: 100, balance: 40 })),
    ).toEqual({
      kind: 'insufficient_points',
    });
  });

  it("keeps the server's verification and problems of an unverified receipt", () => {
    const details = {
      verification: { frameNumberValid: false, customerPersonalNumberValid: true, sellerInfoFound: true },
      problems: ['frame_number_mismatch'],
    };
    expect(registrationFailure(new ApiError('RECEIPT_NOT_VERIFIED', 422, details))).toEqual({
      kind: 'not_verified',
      result: details,
    });
    expect(registrationFailure(new ApiError('RECEIPT_NOT_VERIFIED', 422, { odd: true }))).toEqual({
      kind: 'not_verified',
      result: null,
    });
  });

  it('names network failures and passes any other code on', () => {
    expect(registrationFailure(new ApiError('NETWORK_ERROR', 0))).toEqual({ kind: 'network' });
    expect(registrationFailure(new ApiError('FILE_NOT_FOUND', 404))).toEqual({
      kind: 'other',
      code: 'FILE_NOT_FOUND',
    });
    expect(registrationFailure(new Error('boom'))).toEqual({ kind: 'other', code: 'UNKNOWN_ERROR' });
  });
});
