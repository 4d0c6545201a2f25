import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_SEARCH, parseSearch, searchString, type SearchState } from './search-query';

/**
 * The search page's state, living in the address only (useSearchParams): every change is a new history
 * entry, so back/forward and reload restore it. Changing anything but the page goes back to page 1.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);

  const update = useCallback(
    (change: Partial<SearchState>) => {
      const next: SearchState = { ...state, page: 1, ...change };
      const qs = searchString(next);
      if (qs !== searchString(state)) setParams(qs);
    },
    [state, setParams],
  );

  const reset = useCallback(() => {
    if (searchString(state) !== '') setParams(searchString(EMPTY_SEARCH));
  }, [state, setParams]);

  return { state, update, reset };
}
