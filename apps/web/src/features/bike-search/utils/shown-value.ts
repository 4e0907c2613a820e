import { HIDDEN_VALUE, type SearchBike } from '@ramkoll/shared/schemas/search';

/** 'Dold' from the server is the owner's choice to hide a field (spec section 3). */
export function isHidden(value: string | null): boolean {
  return value === HIDDEN_VALUE;
}

/** A visible, non-empty value, or null. */
export function visible(value: string | null): string | null {
  return value === null || isHidden(value) || value.trim() === '' ? null : value;
}

/** The card's title: the bike's name, else brand and model, else null (the card says 'Namnlös cykel'). */
export function searchBikeTitle(bike: Pick<SearchBike, 'bikeName' | 'brand' | 'model'>): string | null {
  const name = visible(bike.bikeName);
  if (name) return name;
  const brandModel = [visible(bike.brand), visible(bike.model)].filter(Boolean).join(' ');
  return brandModel || null;
}
