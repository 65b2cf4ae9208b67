import { useCallback } from 'react';
import type { DataTableLabels } from '../design-system/data-table.ts';
import { useT } from './use-t.ts';

/** What a table says of itself: what it is empty of, what failed to load, and what its search finds. */
export type OwnTableLabels = Pick<DataTableLabels, 'emptyTitle' | 'errorTitle'> &
  Partial<Pick<DataTableLabels, 'search' | 'emptyDescription'>>;

/**
 * A table's labels in the reader's language: its own, plus the ones every table shares (export,
 * loading, retry, no results, selection), so that a screen names only what is its own.
 */
export function useTableLabels(): (own: OwnTableLabels) => Partial<DataTableLabels> {
  const t = useT();
  return useCallback(
    (own) => ({
      export: t('table.export'),
      exporting: t('table.exporting'),
      exportFailed: t('table.exportFailed'),
      noResults: t('table.noResults'),
      retry: t('table.retry'),
      loading: t('table.loading'),
      selected: (n) => t('table.selected', { n }),
      aboutRows: (from, to, total) => t('listTotals.about', { from, to, total }),
      ...own,
    }),
    [t],
  );
}
