import { z } from 'zod';

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

/** Message types a person can choose when contacting a bike's owner. */
export const messageTypes = ['general', 'stolen_report', 'ownership_inquiry'] as const;
export const ZMessageType = z.enum(messageTypes);
export type MessageType = z.infer<typeof ZMessageType>;
