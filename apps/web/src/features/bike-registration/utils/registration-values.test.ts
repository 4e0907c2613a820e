import type { BikeAnalysis } from '@ramkoll/shared/schemas/analysis';
import { describe, expect, it } from 'vitest';
import {
  emptyRegistration,
  prefillFromAnalysis,
  toRegisterRequest,
  type RegistrationField,
} from './registration-values';

const analysis: BikeAnalysis = {
  success: true,
  brand: 'Crescent',
  model: null,
  color: 'röd',
  bikeType: 'hybrid',
  confidence: 0.7,
  error: null,
  enhancedWithReceipt: false,
};

describe('prefillFromAnalysis', () => {
  it('fills what the photo showed into untouched fields and names them', () => {
    const result = prefillFromAnalysis(emptyRegistration, new Set(), analysis);
    expect(result.values).toMatchObject({ brand: 'Crescent', model: '', color: 'Röd', bikeType: 'hybrid' });
    expect(result.filled).toEqual(['brand', 'color', 'bikeType']);
  });

  it('never overwrites a field the owner has typed in, even one typed empty', () => {
    const typed = new Set<RegistrationField>(['brand', 'color']);
    const values = { ...emptyRegistration, brand: 'Monark' };
    const result = prefillFromAnalysis(values, typed, analysis);
    expect(result.values).toMatchObject({ brand: 'Monark', color: '', bikeType: 'hybrid' });
    expect(result.filled).toEqual(['bikeType']);
  });

  it('fills nothing from a failed analysis', () => {
    const result = prefillFromAnalysis(emptyRegistration, new Set(), { ...analysis, success: false });
    expect(result).toEqual({ values: emptyRegistration, filled: [] });
  });
});

describe('toRegisterRequest', () => {
  it('trims the texts and sends blanks as null', () => {
    const request = toRegisterRequest(
      {
        ...emptyRegistration,
        frameNumber: ' WBK24123456 ',
        bikeType: 'elcykel',
        brand: ' Crescent ',
        city: ' ',
      },
      { receiptFileId: '5f0f5c55-7c2b-4a5e-9d43-2f1f0b7f6a11', bikePhotoFileId: null },
    );
    expect(request).toEqual({
      frameNumber: 'WBK24123456',
      bikeType: 'elcykel',
      receiptFileId: '5f0f5c55-7c2b-4a5e-9d43-2f1f0b7f6a11',
      bikePhotoFileId: null,
      bikeName: null,
      brand: 'Crescent',
      model: null,
      color: null,
      description: null,
      batterySerialNumber: null,
      city: null,
    });
  });
});
