import { bikeTypes, type BikeType } from '@ramkoll/shared/schemas/bike-type';

/**
 * The search lives in the address bar (?q=…&brand=…&page=…), so the back button, a reload and
 * a shared link all show the same results.
 */
export interface SearchFilters {
  brand: string;
  model: string;
  color: string;
  city: string;
  bikeType: BikeType | '';
}

export interface SearchState extends SearchFilters {
  q: string;
  page: number;
}

export const emptyFilters: SearchFilters = { brand: '', model: '', color: '', city: '', bikeType: '' };
const textFilters = ['brand', 'model', 'color', 'city'] as const;

export function isBikeType(value: string): value is BikeType {
  return (bikeTypes as readonly string[]).includes(value);
}

export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const bikeType = params.get('bikeType') ?? '';
  return {
    q: params.get('q') ?? '',
    brand: params.get('brand') ?? '',
    model: params.get('model') ?? '',
    color: params.get('color') ?? '',
    city: params.get('city') ?? '',
    bikeType: isBikeType(bikeType) ? bikeType : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what is set, trimmed; page 1 is left out. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  for (const key of textFilters) {
    const value = state[key].trim();
    if (value) params.set(key, value);
  }
  if (state.bikeType) params.set('bikeType', state.bikeType);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The count badge on the filter button. */
export function activeFilterCount(filters: SearchFilters): number {
  return textFilters.filter((key) => filters[key].trim() !== '').length + (filters.bikeType ? 1 : 0);
}

/** A blank query is ignored (spec section 5): only a query or a filter makes a search. */
export function hasSearch(state: SearchState): boolean {
  return state.q.trim() !== '' || activeFilterCount(state) > 0;
}
