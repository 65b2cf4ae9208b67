import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import { visuallyHidden } from '@mui/utils';
import {
  DataGrid,
  type GridColDef,
  type GridLocaleText,
  type GridRenderCellParams,
  type GridRowId,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { arSD, esES } from '@mui/x-data-grid/locales';
import { useTheme } from '@mui/material/styles';
import { DataTableToolbar } from './data-table-toolbar.tsx';
import { DEFAULT_LIMIT, DEFAULT_SORT, type ListSort } from './list-state.ts';
import { TableState } from './table-state.tsx';
import { useTableExport, type DataTableExport } from './use-table-export.ts';
import { UserText } from '../user-text/user-text.tsx';

/** The server-side query the table shows: 1-based page as in the API. */
export interface DataTableQuery {
  page: number;
  limit: number;
  sort: ListSort;
  keyword: string;
}

export const defaultTableQuery: DataTableQuery = {
  page: 1,
  limit: DEFAULT_LIMIT,
  sort: DEFAULT_SORT,
  keyword: '',
};

export interface DataTableLabels {
  search: string;
  export: string;
  exporting: string;
  exportFailed: string;
  emptyTitle: string;
  emptyDescription?: string;
  /** Shown instead of the empty title when a search or filter is active. */
  noResults: string;
  errorTitle: string;
  retry: string;
  selected: (count: number) => string;
  /** Names the progress bar shown while a page loads. */
  loading: string;
  /** The footer's rows of an estimated total ("1–10 of about 50,000"). */
  aboutRows: (from: number, to: number, total: number) => string;
}

const englishLabels: DataTableLabels = {
  search: 'Search',
  export: 'Export',
  exporting: 'Exporting…',
  exportFailed: 'The export failed. Please try again.',
  emptyTitle: 'Nothing to show yet',
  loading: 'Loading…',
  noResults: 'Nothing matches your search.',
  errorTitle: 'The list could not be loaded.',
  retry: 'Try again',
  selected: (count) => `${count} selected`,
  aboutRows: (from, to, total) => `${from}–${to} of about ${total}`,
};

export interface DataTableProps<R extends GridValidRowModel> {
  /** Accessible name of the grid. */
  label: string;
  columns: GridColDef<R>[];
  rows: readonly R[];
  /** Rows across all pages (the API's total). */
  rowCount: number;
  /** `rowCount` is an estimate: the footer says "about", and `hasNextPage` enables the next page. */
  totalIsEstimate?: boolean;
  /** Whether a page follows this one, where the list knows it (a cursor for the next page). */
  hasNextPage?: boolean;
  query: DataTableQuery;
  onQueryChange: (query: DataTableQuery) => void;
  getRowId?: (row: R) => GridRowId;
  loading?: boolean;
  /** Set when the list failed to load; the grid body shows it with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** Show the search box (on by default). */
  searchable?: boolean;
  /** Filter controls shown beside the search box. */
  filters?: ReactNode;
  /** Whether a filter is active (a search keyword counts by itself): an empty result then says "no matches". */
  filtered?: boolean;
  /** Checkbox selection for bulk actions. */
  selectedIds?: readonly GridRowId[];
  onSelectionChange?: (ids: GridRowId[]) => void;
  bulkActions?: ReactNode;
  exportOptions?: DataTableExport<R>;
  labels?: Partial<DataTableLabels>;
  /** The grid's own texts; by default MUI X's translation for `theme.language`. */
  localeText?: Partial<GridLocaleText>;
  pageSizeOptions?: number[];
}

/**
 * The grid draws its loading bar inside role="grid", which may hold only rows: a progressbar there breaks
 * the grid for assistive technology (axe aria-required-children) while rows are shown. The bar is therefore
 * only drawn; the table announces loading in a status beside the grid.
 */
const DrawnLoadingBar = (bar: LinearProgressProps) => <LinearProgress aria-hidden {...bar} />;

/**
 * A plain cell's text keeps its own direction (a Latin name in an Arabic table reads whole). Numbers
 * need no isolation and keep the grid's end alignment under their header.
 */
const isolatedCell = ({ formattedValue }: GridRenderCellParams) =>
  formattedValue === null || formattedValue === undefined || formattedValue === '' ? null : (
    <UserText block>{String(formattedValue)}</UserText>
  );

/** A server-paged, server-sorted list with search, filters, bulk selection and a whole-list Excel export. */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const { query, onQueryChange, rows, selectedIds, onSelectionChange, exportOptions } = props;
  const labels = { ...englishLabels, ...props.labels };
  const exporter = useTableExport(exportOptions, props.columns);
  const columns = useMemo(
    () =>
      props.columns.map((c) =>
        c.renderCell || c.type === 'actions' || c.type === 'number' ? c : { ...c, renderCell: isolatedCell },
      ),
    [props.columns],
  );
  const selectable = Boolean(onSelectionChange);
  // Stable models: the grid treats a new sort model as a new sort and jumps back to the first page.
  const { field: sortField, order: sortOrder } = query.sort;
  const sortModel = useMemo(() => [{ field: sortField, sort: sortOrder }], [sortField, sortOrder]);
  const paginationModel = useMemo(
    () => ({ page: query.page - 1, pageSize: query.limit }),
    [query.page, query.limit],
  );
  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedIds ?? []) }),
    [selectedIds],
  );
  const filtered = Boolean(props.filtered || query.keyword);
  const selectedCount = selectedIds?.length ?? 0;
  // Empty and error states sit outside the grid: role="grid" may only contain rows, so a status or alert
  // inside it would be hidden from assistive technology (and fails axe's aria-required-children).
  const showGrid = !props.error && (rows.length > 0 || props.loading);

  const changeSelection = (model: GridRowSelectionModel) => {
    const rowIds = rows.map((row) => (props.getRowId ? props.getRowId(row) : (row.id as GridRowId)));
    // "Select all" arrives as an exclusion list; on a server-paged grid "all" means this page (plus what
    // was already selected on other pages).
    const offPage = (selectedIds ?? []).filter((id) => !rowIds.includes(id));
    const ids =
      model.type === 'include' ? [...model.ids] : [...offPage, ...rowIds.filter((id) => !model.ids.has(id))];
    onSelectionChange?.(ids);
  };

  const language = useTheme().language;
  const gridTexts = language === 'ar' ? arSD : language === 'es' ? esES : undefined;
  const estimated = Boolean(props.totalIsEstimate);
  const aboutRows = props.labels?.aboutRows ?? englishLabels.aboutRows;
  const localeText = useMemo(
    () => ({
      ...gridTexts?.components.MuiDataGrid.defaultProps.localeText,
      ...(estimated
        ? {
            paginationDisplayedRows: ({
              from,
              to,
              estimated: total,
            }: {
              from: number;
              to: number;
              estimated?: number;
            }) => aboutRows(from, to, total ?? to),
          }
        : {}),
      ...props.localeText,
    }),
    [gridTexts, props.localeText, estimated, aboutRows],
  );
  // An estimated total (docs/api.md § Totals) is MUI X's unknown row count with an estimate, the
  // next page enabled by what the list says of it.
  const hasNextPage = props.hasNextPage ?? rows.length === query.limit;
  const paginationMeta = useMemo(() => ({ hasNextPage }), [hasNextPage]);
  const counted = estimated
    ? { rowCount: -1, estimatedRowCount: props.rowCount, paginationMeta }
    : { rowCount: props.rowCount };

  return (
    <Box sx={{ width: '100%' }} aria-busy={props.loading ? true : undefined}>
      <DataTableToolbar
        keyword={query.keyword}
        onKeywordChange={
          props.searchable === false ? undefined : (keyword) => onQueryChange({ ...query, keyword, page: 1 })
        }
        searchLabel={labels.search}
        filters={props.filters}
        selectedCount={selectedCount}
        selectedLabel={labels.selected(selectedCount)}
        bulkActions={props.bulkActions}
        onExport={exportOptions ? () => void exporter.run() : undefined}
        exporting={exporter.running}
        exportDisabled={Boolean(props.error) || (!props.loading && props.rowCount === 0)}
        exportLabel={labels.export}
        exportingLabel={labels.exporting}
      />
      {exporter.failed ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {labels.exportFailed}
        </Alert>
      ) : null}
      {props.error ? (
        <TableState
          tone="error"
          title={labels.errorTitle}
          description={props.error}
          retryLabel={labels.retry}
          onRetry={props.onRetry}
        />
      ) : null}
      {!showGrid && !props.error ? (
        <TableState
          tone="empty"
          title={filtered ? labels.noResults : labels.emptyTitle}
          description={filtered ? undefined : labels.emptyDescription}
        />
      ) : null}
      <Box role="status" sx={visuallyHidden}>
        {props.loading ? labels.loading : null}
      </Box>
      {showGrid ? (
        <DataGrid<R>
          label={props.label}
          columns={columns}
          rows={rows}
          getRowId={props.getRowId}
          {...counted}
          loading={props.loading}
          autoHeight
          disableColumnFilter
          disableColumnMenu
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          // A first click on a heading sorts A→Z, as people expect; a second Z→A.
          sortingOrder={['asc', 'desc']}
          pageSizeOptions={props.pageSizeOptions ?? [10, 25, 50, 100]}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) =>
            onQueryChange({
              ...query,
              limit: model.pageSize,
              page: model.pageSize === query.limit ? model.page + 1 : 1,
            })
          }
          sortModel={sortModel}
          onSortModelChange={([first]) => {
            const sort = first?.sort ? { field: first.field, order: first.sort } : DEFAULT_SORT;
            // The grid reports a model as it mounts (emptied when the sort column is not shown): the same
            // sort is no change, and must not send the list back to its first page.
            if (sort.field === sortField && sort.order === sortOrder) return;
            onQueryChange({ ...query, page: 1, sort });
          }}
          checkboxSelection={selectable}
          disableRowSelectionOnClick
          hideFooterSelectedRowCount
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={changeSelection}
          localeText={localeText}
          slots={{ baseLinearProgress: DrawnLoadingBar }}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          sx={{ bgcolor: 'surface.raised', '--DataGrid-overlayHeight': '240px' }}
        />
      ) : null}
    </Box>
  );
}
