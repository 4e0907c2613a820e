import type { BikeAnalysis } from '@ramkoll/shared/schemas/analysis';
import { bikeTypes, type BikeType, type RegisterBikeRequest } from '@ramkoll/shared/schemas/bike';

/** What the person types; the two files are held by their image fields. */
export interface RegistrationValues {
  frameNumber: string;
  bikeType: BikeType | '';
  brand: string;
  model: string;
  color: string;
  description: string;
  batterySerialNumber: string;
  bikeName: string;
  city: string;
}

export type RegistrationField = keyof RegistrationValues;

export const emptyRegistration: RegistrationValues = {
  frameNumber: '',
  bikeType: '',
  brand: '',
  model: '',
  color: '',
  description: '',
  batterySerialNumber: '',
  bikeName: '',
  city: '',
};

export function isBikeType(value: string): value is BikeType {
  return (bikeTypes as readonly string[]).includes(value);
}

/** Fields a photo analysis may fill, in the order they are named to the person. */
export const prefillFields = ['brand', 'model', 'color', 'bikeType'] as const;
export type PrefillField = (typeof prefillFields)[number];

/**
 * The analysis's findings for the fields the person has not typed in (spec section 5: results only
 * pre-fill, 'Unknown' stays blank, which the server already answers as null).
 */
export function prefillFromAnalysis(
  values: RegistrationValues,
  typed: ReadonlySet<RegistrationField>,
  analysis: BikeAnalysis,
): { values: RegistrationValues; filled: PrefillField[] } {
  if (!analysis.success) return { values, filled: [] };
  const next = { ...values };
  const filled: PrefillField[] = [];
  for (const field of prefillFields) {
    if (typed.has(field)) continue;
    if (field === 'bikeType') {
      if (analysis.bikeType === null) continue;
      next.bikeType = analysis.bikeType;
    } else {
      const found = analysis[field]?.trim();
      if (!found) continue;
      // Colour words come in lower case ('röd'); the form shows them as a person writes one alone.
      next[field] = field === 'color' ? capitalise(found) : found;
    }
    filled.push(field);
  }
  return { values: next, filled };
}

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase('sv') + word.slice(1);
}

function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The register request; empty optional texts are sent as null. */
export function toRegisterRequest(
  values: RegistrationValues & { bikeType: BikeType },
  files: { receiptFileId: string; bikePhotoFileId: string | null },
): RegisterBikeRequest {
  return {
    frameNumber: values.frameNumber.trim(),
    bikeType: values.bikeType,
    receiptFileId: files.receiptFileId,
    bikePhotoFileId: files.bikePhotoFileId,
    bikeName: optionalText(values.bikeName),
    brand: optionalText(values.brand),
    model: optionalText(values.model),
    color: optionalText(values.color),
    description: optionalText(values.description),
    batterySerialNumber: optionalText(values.batterySerialNumber),
    city: optionalText(values.city),
  };
}
