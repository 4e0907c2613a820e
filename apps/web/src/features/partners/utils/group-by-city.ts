import type { PartnerStore } from '@ramkoll/shared/schemas/public-pages';

export interface CityGroup {
  /** null: stores without a city, which the server lists last. */
  city: string | null;
  stores: PartnerStore[];
}

/** The server sorts by city then name; consecutive stores of one city form its group. */
export function groupByCity(stores: PartnerStore[]): CityGroup[] {
  const groups: CityGroup[] = [];
  for (const store of stores) {
    const last = groups.at(-1);
    if (last && last.city === store.city) last.stores.push(store);
    else groups.push({ city: store.city, stores: [store] });
  }
  return groups;
}
