import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { bikeSearchKeys } from '../api/keys';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { preloadableLazy, usePreloadWhenIdle } from '@/lib/preloadable-lazy';
import { hasSearch, readSearchState, writeSearchState, type SearchState } from '../utils/search-state';
import { FilterPanel } from './filter-panel';
import { QuickLists } from './quick-lists';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

// Not part of the search's first load: its code loads once the page is idle (or when asked for).
const FoundBikeDialog = preloadableLazy(() =>
  import('./found-bike-dialog').then((m) => ({ default: m.FoundBikeDialog })),
);

interface BikeSearchProps {
  /** Opens the ownership history of a result (another feature; the page composes them). */
  onShowHistory: (bike: SearchBike) => void;
  /** Opens the contact-owner dialog of a result (another feature, like the history). */
  onContact?: (bike: SearchBike) => void;
  /** More under each result, from the page (/store-search adds the store's purchase details). */
  renderExtra?: (bike: SearchBike) => ReactNode;
}

/**
 * The signed-in home's search (spec section 2): the form, the filter panel, then either the
 * results of the search in the address bar or, before any search, the stolen and for-sale lists.
 */
export function BikeSearch({ onShowHistory, onContact, renderExtra }: BikeSearchProps) {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const [foundBike, setFoundBike] = useState<SearchBike | null>(null);
  usePreloadWhenIdle(FoundBikeDialog);
  const queryClient = useQueryClient();

  function update(next: SearchState) {
    setParams(writeSearchState(next));
  }

  /**
   * A search the person asked for (Enter, 'Sök', 'Filtrera') always asks the server again, even
   * for the same words within the cache's 30 s: a bike may have been reported stolen meanwhile.
   * Invalidating first refetches the results on screen when nothing changed, and makes a cached
   * earlier search stale so that showing it fetches it again.
   */
  function search(next: SearchState) {
    void queryClient.invalidateQueries({ queryKey: bikeSearchKeys.search(next), exact: true });
    update(next);
  }

  const cardProps = { onShowHistory, onFound: setFoundBike, onContact, renderExtra };

  return (
    <div className="grid gap-6">
      <div className="grid gap-4">
        <SearchForm query={state.q} onSearch={(q) => search({ ...state, q, page: 1 })} />
        <FilterPanel filters={state} onApply={(filters) => search({ ...state, ...filters, page: 1 })} />
      </div>
      {hasSearch(state) ? (
        <SearchResults state={state} onPage={(page) => update({ ...state, page })} {...cardProps} />
      ) : (
        <QuickLists {...cardProps} />
      )}
      {foundBike ? (
        <LazyDialog>
          <FoundBikeDialog
            key={foundBike.id}
            bike={foundBike}
            open
            onOpenChange={(open) => {
              if (!open) setFoundBike(null);
            }}
          />
        </LazyDialog>
      ) : null}
    </div>
  );
}
