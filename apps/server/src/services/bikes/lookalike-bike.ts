import { HIDDEN_VALUE } from '@ramkoll/shared/schemas/search';
import type { LookalikeBike } from '@ramkoll/shared/schemas/bike';
import { bikes } from '../../db/schema/bikes.js';

/**
 * What the person registering a look-alike frame number may learn about the bike already
 * registered: the columns of its public card and nothing else. No owner, no city, no photo, no
 * receipt leave the query.
 */
export const lookalikeBikeColumns = {
  frameNumber: bikes.frameNumber,
  brand: bikes.brand,
  model: bikes.model,
  color: bikes.color,
  bikeType: bikes.bikeType,
  stolenStatus: bikes.stolenStatus,
  publicBrand: bikes.publicBrand,
  publicModel: bikes.publicModel,
  publicColor: bikes.publicColor,
};

export type LookalikeBikeRow = Pick<
  typeof bikes.$inferSelect,
  | 'frameNumber'
  | 'brand'
  | 'model'
  | 'color'
  | 'bikeType'
  | 'stolenStatus'
  | 'publicBrand'
  | 'publicModel'
  | 'publicColor'
>;

/** The card: hidden fields read 'Dold' as in search (spec section 3). */
export function toLookalikeBike(row: LookalikeBikeRow): LookalikeBike {
  return {
    frameNumber: row.frameNumber,
    brand: row.publicBrand ? row.brand : HIDDEN_VALUE,
    model: row.publicModel ? row.model : HIDDEN_VALUE,
    color: row.publicColor ? row.color : HIDDEN_VALUE,
    bikeType: row.bikeType,
    stolen: row.stolenStatus === 'stolen',
  };
}
