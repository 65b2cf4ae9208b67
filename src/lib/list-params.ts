import { DEFAULT_LIMIT, DEFAULT_SORT, positiveInt, type ListSort } from '../design-system/index.ts';
import type { DataTableQuery } from '../design-system/data-table.ts';

/**
 * The address-bar names of a list's state, one per concept on every screen: `page`, `size`,
 * `sort`, `order`, `search`, and each screen's own filters beside them.
 */
export const LIST_PARAM = {
  page: 'page',
  size: 'size',
  sort: 'sort',
  order: 'order',
  search: 'search',
} as const;
/** Earlier addresses named the search `keyword`: still read, never written. */
const LEGACY_SEARCH = 'keyword';

export interface ListParamsOptions<F extends string = never> {
  /** Columns the API sorts by; a `sort` naming another falls back to the default. None: unsorted. */
  sortable?: readonly string[];
  defaultSort?: ListSort;
  defaultSize?: number;
  /** Filters kept in the address beside the list state (e.g. `type`, `areas`). */
  filters?: readonly F[];
}

export type ListFilters<F extends string> = Record<F, string>;

/** The list state an address holds; anything missing or malformed is the default. */
export function readListParams<F extends string = never>(
  params: URLSearchParams,
  options: ListParamsOptions<F> = {},
): { query: DataTableQuery; filters: ListFilters<F> } {
  const defaultSort = options.defaultSort ?? DEFAULT_SORT;
  const field = params.get(LIST_PARAM.sort);
  const order = params.get(LIST_PARAM.order);
  const sortable = options.sortable ?? [];
  const query: DataTableQuery = {
    page: positiveInt(params.get(LIST_PARAM.page), 1),
    limit: positiveInt(params.get(LIST_PARAM.size), options.defaultSize ?? DEFAULT_LIMIT),
    keyword: params.get(LIST_PARAM.search) ?? params.get(LEGACY_SEARCH) ?? '',
    sort:
      field && sortable.includes(field)
        ? { field, order: order === 'asc' || order === 'desc' ? order : defaultSort.order }
        : defaultSort,
  };
  const filters = Object.fromEntries(
    (options.filters ?? []).map((name) => [name, params.get(name) ?? '']),
  ) as ListFilters<F>;
  return { query, filters };
}

/** The address of a list state: only what differs from the defaults, so a plain list has a plain address. */
export function writeListParams<F extends string = never>(
  query: DataTableQuery,
  filters: Partial<ListFilters<F>>,
  options: ListParamsOptions<F> = {},
): URLSearchParams {
  const defaultSort = options.defaultSort ?? DEFAULT_SORT;
  const search = new URLSearchParams();
  for (const name of options.filters ?? []) {
    const value = filters[name];
    if (value) search.set(name, value);
  }
  if (query.page !== 1) search.set(LIST_PARAM.page, String(query.page));
  if (query.limit !== (options.defaultSize ?? DEFAULT_LIMIT))
    search.set(LIST_PARAM.size, String(query.limit));
  if (query.keyword) search.set(LIST_PARAM.search, query.keyword);
  if (
    options.sortable &&
    (query.sort.field !== defaultSort.field || query.sort.order !== defaultSort.order)
  ) {
    search.set(LIST_PARAM.sort, query.sort.field);
    search.set(LIST_PARAM.order, query.sort.order);
  }
  return search;
}
