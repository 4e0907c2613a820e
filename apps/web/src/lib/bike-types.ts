import type { TFunction } from 'i18next';
import { bikeTypes, type BikeType } from '@ramkoll/shared/schemas/bike-type';

/**
 * i18n keys (`common:bike_types.*`) of the ten bike types. Keys are ASCII snake_case, so the
 * stored values landsväg and lådcykel get folded keys.
 */
const labelKeys = {
  herr: 'herr',
  dam: 'dam',
  barn: 'barn',
  gravel: 'gravel',
  mtb: 'mtb',
  bmx: 'bmx',
  landsväg: 'landsvag',
  lådcykel: 'ladcykel',
  hybrid: 'hybrid',
  elcykel: 'elcykel',
} as const satisfies Record<BikeType, string>;

export function bikeTypeLabel(type: BikeType, t: TFunction<'common'>): string {
  return t(`bike_types.${labelKeys[type]}`);
}

/** The ten types in the spec's order, with their labels in the current language. */
export function bikeTypeOptions(t: TFunction<'common'>): { value: BikeType; label: string }[] {
  return bikeTypes.map((value) => ({ value, label: bikeTypeLabel(value, t) }));
}
