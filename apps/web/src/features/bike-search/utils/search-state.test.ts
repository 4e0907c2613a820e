import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  emptyFilters,
  hasSearch,
  readSearchState,
  writeSearchState,
} from './search-state';

describe('search state in the address bar', () => {
  it('reads what is set and ignores an unknown bike type or a bad page', () => {
    const state = readSearchState(new URLSearchParams('q=WTU123&city=Lund&bikeType=tandem&page=x'));
    expect(state).toEqual({ ...emptyFilters, q: 'WTU123', city: 'Lund', page: 1 });
    expect(readSearchState(new URLSearchParams('bikeType=landsväg&page=3'))).toMatchObject({
      bikeType: 'landsväg',
      page: 3,
    });
  });

  it('writes only what is set, trimmed, and leaves page 1 out', () => {
    const params = writeSearchState({ ...emptyFilters, q: '  röd ', brand: ' ', model: 'Alvar', page: 1 });
    expect(params.toString()).toBe(new URLSearchParams({ q: 'röd', model: 'Alvar' }).toString());
    expect(writeSearchState({ ...emptyFilters, q: 'x', bikeType: 'mtb', page: 2 }).get('page')).toBe('2');
  });

  it('counts active filters and ignores a blank query', () => {
    expect(activeFilterCount({ ...emptyFilters, brand: 'Trek', bikeType: 'dam', city: '  ' })).toBe(2);
    expect(hasSearch({ ...emptyFilters, q: '   ', page: 1 })).toBe(false);
    expect(hasSearch({ ...emptyFilters, q: '', city: 'Umeå', page: 1 })).toBe(true);
    expect(hasSearch({ ...emptyFilters, q: 'abc', page: 1 })).toBe(true);
  });
});
