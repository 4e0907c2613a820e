import { sanitizeText } from '@ramkoll/shared/rules/sanitize-text';

/** The free-text fields of a bike; each goes through the spec's sanitiser before it is stored. */
export const bikeTextFields = [
  'bikeName',
  'brand',
  'model',
  'color',
  'description',
  'batterySerialNumber',
  'city',
] as const;
export type BikeTextField = (typeof bikeTextFields)[number];

export type BikeTexts = Record<BikeTextField, string | null>;

/** Every text of a new bike, sanitised; a missing or blank one is null. */
export function sanitizeAllTexts(input: Partial<Record<BikeTextField, string | null>>): BikeTexts {
  return {
    bikeName: sanitizeText(input.bikeName),
    brand: sanitizeText(input.brand),
    model: sanitizeText(input.model),
    color: sanitizeText(input.color),
    description: sanitizeText(input.description),
    batterySerialNumber: sanitizeText(input.batterySerialNumber),
    city: sanitizeText(input.city),
  };
}

/** Only the texts an edit sent (null or blank clears one), sanitised. */
export function sanitizeSentTexts(input: Partial<Record<BikeTextField, string | null>>): Partial<BikeTexts> {
  const texts: Partial<BikeTexts> = {};
  for (const field of bikeTextFields) {
    const value = input[field];
    if (value !== undefined) texts[field] = sanitizeText(value);
  }
  return texts;
}
