import type { SearchState } from '../utils/search-state';

export const bikeSearchKeys = {
  all: ['bike-search'] as const,
  search: (state: SearchState) => [...bikeSearchKeys.all, 'search', state] as const,
  stolen: (pageSize: number) => [...bikeSearchKeys.all, 'stolen', pageSize] as const,
  forSale: () => [...bikeSearchKeys.all, 'for-sale'] as const,
};
