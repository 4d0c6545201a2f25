import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SORT, listString, readPage, readSort, type Sort } from './list-query';

/** The category page's sort and page, kept in the address (so back/forward and reload restore them). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const sort: Sort = readSort(params) ?? DEFAULT_SORT;
  const page = readPage(params);
  const setList = useCallback(
    (next: { sort: Sort; page: number }) => setParams(listString(next.sort, next.page)),
    [setParams],
  );
  return { sort, page, setList };
}
