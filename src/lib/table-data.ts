import { loadErrorMessageId } from './load-error.ts';
import type { Translate } from './use-t.ts';

/** What a page hook (SWR) answers for one page of a list. */
export interface PageResult<T> {
  data?: { data: T[]; total: number; total_is_estimate?: boolean | undefined; next_cursor?: string | null };
  error?: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/** The DataTable props every list screen derives the same way from its page hook. */
export interface TableData<T> {
  rows: T[];
  rowCount: number;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The total is an estimate (docs/api.md § Totals): the table says "about". */
  totalIsEstimate: boolean;
  /** Whether a page follows, where the list says so (`next_cursor`). */
  hasNextPage?: boolean;
}

/**
 * Rows, total, loading, the load error said in the user's language and a retry, from one page
 * hook: one place for the wiring so every list screen reports failures and retries alike.
 */
export function tableData<T>(page: PageResult<T>, t: Translate): TableData<T> {
  return {
    rows: page.data?.data ?? [],
    rowCount: page.data?.total ?? 0,
    loading: page.isLoading,
    error: page.error ? t(loadErrorMessageId(page.error)) : null,
    onRetry: () => void page.mutate(),
    totalIsEstimate: page.data?.total_is_estimate ?? false,
    ...(page.data && page.data.next_cursor !== undefined
      ? { hasNextPage: page.data.next_cursor !== null }
      : {}),
  };
}
