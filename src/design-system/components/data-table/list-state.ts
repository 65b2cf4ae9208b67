/** The list-slice rules of the spec (§3 defaults, §4 transitions), as a pure reducer any list screen can use. */

export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  field: string;
  order: SortOrder;
}

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const DEFAULT_SORT: ListSort = { field: 'created_at', order: 'desc' };

export type FormErrors = Record<string, string>;

export interface ListState<T, TSearch = Record<string, unknown>> {
  item: T | null;
  errors: FormErrors | null;
  data: T[];
  /** Rows across all pages, as the API reports. */
  total: number;
  page: number;
  limit: number;
  activeItem: T | null;
  saved: boolean;
  /** What the user typed in the search box. */
  filter: string;
  /** Fixed query of the slice (e.g. { type: 2 }). */
  search: TSearch;
  sort: ListSort;
}

export type ListAction<T> =
  | { type: 'SET_ALL'; data: T[]; total?: number }
  | { type: 'SET_ONE'; item: T | null }
  | { type: 'SEARCH'; filter: string }
  | { type: 'UPDATED'; item?: T }
  | { type: 'CREATED'; item?: T }
  | { type: 'DELETED'; isSame?: (row: T) => boolean }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'SET_LIMIT'; limit: number }
  | { type: 'SET_SORT'; sort: ListSort }
  | { type: 'FORM_ERRORS'; errors: FormErrors | null };

export function createListState<T, TSearch = Record<string, unknown>>(
  overrides: Partial<ListState<T, TSearch>> = {},
): ListState<T, TSearch> {
  return {
    item: null,
    errors: null,
    data: [],
    total: 0,
    page: DEFAULT_PAGE,
    limit: DEFAULT_LIMIT,
    activeItem: null,
    saved: false,
    filter: '',
    search: {} as TSearch,
    sort: DEFAULT_SORT,
    ...overrides,
  };
}

export function listReducer<T, TSearch>(
  state: ListState<T, TSearch>,
  action: ListAction<T>,
): ListState<T, TSearch> {
  switch (action.type) {
    case 'SET_ALL':
      return { ...state, data: action.data, total: action.total ?? action.data.length, saved: false };
    case 'SET_ONE':
      return { ...state, activeItem: action.item };
    case 'SEARCH':
      // A new search starts from its first page: the old page number may not exist in the new results.
      return { ...state, filter: action.filter, page: DEFAULT_PAGE };
    case 'UPDATED':
      return { ...state, saved: true, item: action.item ?? state.item };
    case 'CREATED':
      return { ...state, saved: true, errors: null, item: action.item ?? state.item };
    case 'DELETED': {
      const wasLastOnPage = state.data.length <= 1;
      const data = action.isSame ? state.data.filter((row) => !action.isSame?.(row)) : state.data;
      const page = wasLastOnPage && state.page > DEFAULT_PAGE ? state.page - 1 : state.page;
      return { ...state, saved: true, data, total: Math.max(0, state.total - 1), page };
    }
    case 'SET_PAGE':
      return { ...state, page: Math.max(DEFAULT_PAGE, Math.floor(action.page)) };
    case 'SET_LIMIT':
      return { ...state, limit: action.limit, page: DEFAULT_PAGE };
    case 'SET_SORT':
      return { ...state, sort: action.sort, page: DEFAULT_PAGE };
    case 'FORM_ERRORS':
      return { ...state, errors: action.errors };
  }
}

/** A page or size read from the address bar: a positive whole number, else the fallback. */
export function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
