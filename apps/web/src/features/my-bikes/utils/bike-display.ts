import type { MyBike } from '@ramkoll/shared/schemas/bike';

/** The name a card and its dialogs use: the owner's name for it, else brand and model, else the frame number. */
export function bikeTitle(bike: Pick<MyBike, 'bikeName' | 'brand' | 'model' | 'frameNumber'>): string {
  const named = bike.bikeName?.trim();
  if (named) return named;
  const brandModel = [bike.brand, bike.model].filter((part) => part?.trim()).join(' ');
  return brandModel || bike.frameNumber;
}

/** Battery theft only makes sense for a bike with a battery: an e-bike, or one with a battery serial. */
export function hasBattery(bike: Pick<MyBike, 'bikeType' | 'batterySerialNumber'>): boolean {
  return bike.bikeType === 'elcykel' || Boolean(bike.batterySerialNumber?.trim());
}
