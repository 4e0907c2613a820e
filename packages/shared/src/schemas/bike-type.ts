import { z } from 'zod';

/*
 * The bike types, apart from the other bike schemas (bike.ts): the search form and its filters,
 * which the signed-in home renders at once, need only these, and zod builds every schema of a
 * module when the module is evaluated (66 of them in bike.ts).
 */

/** The ten bike types of the spec (section 3), stored as these exact values. */
export const bikeTypes = [
  'herr',
  'dam',
  'barn',
  'gravel',
  'mtb',
  'bmx',
  'landsväg',
  'lådcykel',
  'hybrid',
  'elcykel',
] as const;
export const ZBikeType = z.enum(bikeTypes);
export type BikeType = z.infer<typeof ZBikeType>;
