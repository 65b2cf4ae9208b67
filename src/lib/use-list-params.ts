import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DataTableQuery } from '../design-system/data-table.ts';
import { readListParams, writeListParams, type ListFilters, type ListParamsOptions } from './list-params.ts';

export interface ListParams<F extends string> {
  query: DataTableQuery;
  filters: ListFilters<F>;
  /** A new page, size, sort or search; the filters stay. */
  setQuery: (next: DataTableQuery) => void;
  /** New filter values; the list starts again from its first page (the old page may not exist). */
  setFilters: (next: Partial<ListFilters<F>>, query?: DataTableQuery) => void;
}

/**
 * A list screen's page, size, sort, search and filters, kept in the address bar so that a reload,
 * a shared link or the back button shows the same rows. Pass `options` as a constant.
 */
const NO_OPTIONS = {};

export function useListParams<F extends string = never>(
  options: ListParamsOptions<F> = NO_OPTIONS,
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const { query, filters } = useMemo(() => readListParams(params, options), [params, options]);

  const go = useCallback(
    (next: URLSearchParams) => {
      // The grid reports its model when it mounts: the same state is no navigation (and no
      // "call navigate() in a React.useEffect()" warning from a navigation during the first render).
      if (next.toString() === writeListParams(query, filters, options).toString()) return;
      setParams(next);
    },
    [query, filters, options, setParams],
  );
  const setQuery = useCallback(
    (next: DataTableQuery) => go(writeListParams(next, filters, options)),
    [go, filters, options],
  );
  const setFilters = useCallback(
    (next: Partial<ListFilters<F>>, base: DataTableQuery = query) =>
      go(writeListParams({ ...base, page: 1 }, { ...filters, ...next }, options)),
    [go, query, filters, options],
  );
  return { query, filters, setQuery, setFilters };
}
