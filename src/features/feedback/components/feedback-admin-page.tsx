import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import {
  FEEDBACK_CATEGORIES,
  MAX_PAGE_SIZE,
  type FeedbackCategory,
  type FeedbackEntry,
} from '../../../api/contracts/index.ts';
import { useApiClient } from '../../../api/index.ts';
import { FilterSelect, PageHeader } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import type { ExportColumn } from '../../../design-system/export.ts';
import {
  tableData,
  useDates,
  useListParams,
  useT,
  useTableLabels,
  type Dates,
  type ListParamsOptions,
  type Translate,
} from '../../../lib/index.ts';
import { fetchFeedbackPage, useFeedbackPage, type FeedbackQuery } from '../api/feedback.ts';

const listOptions: ListParamsOptions<'category'> = { filters: ['category'] };
const isCategory = (value: string): value is FeedbackCategory =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(value);
const who = (r: FeedbackEntry) => [r.first_name, r.surname].filter(Boolean).join(' ');

const columns = (t: Translate, dates: Dates): GridColDef<FeedbackEntry>[] => [
  {
    field: 'received_at',
    headerName: t('feedback.admin.receivedAt'),
    width: 130,
    sortable: false,
    valueFormatter: (value: string) => dates.date(value),
  },
  {
    field: 'category',
    headerName: t('feedback.admin.category'),
    width: 170,
    sortable: false,
    valueFormatter: (value: string) => t(`feedback.categories.${value}`),
  },
  { field: 'text', headerName: t('feedback.admin.text'), flex: 3, minWidth: 240, sortable: false },
  {
    field: 'first_name',
    headerName: t('feedback.admin.family'),
    flex: 1,
    minWidth: 150,
    sortable: false,
    valueGetter: (_value: unknown, row: FeedbackEntry) => who(row) || t('feedback.admin.deleted'),
  },
  { field: 'email', headerName: t('feedback.admin.email'), flex: 1, minWidth: 180, sortable: false },
];

const exportColumns = (t: Translate): ExportColumn<FeedbackEntry>[] => [
  { header: t('feedback.admin.receivedAt'), value: (r) => new Date(r.received_at) },
  { header: t('feedback.admin.category'), value: (r) => t(`feedback.categories.${r.category}`) },
  { header: t('feedback.admin.text'), value: (r) => r.text },
  { header: t('feedback.admin.family'), value: (r) => who(r) },
  { header: t('feedback.admin.email'), value: (r) => r.email ?? '' },
  { header: t('feedback.admin.language'), value: (r) => r.language },
];

/** /registration-feedback (admins): what families said after registering; filter, search, export. */
export function FeedbackAdminPage() {
  const t = useT();
  const tableLabels = useTableLabels();
  const client = useApiClient();
  const { query, filters, setQuery, setFilters } = useListParams(listOptions);
  const q: FeedbackQuery = {
    page: query.page,
    size: query.limit,
    search: query.keyword,
    category: isCategory(filters.category) ? filters.category : '',
  };
  const page = useFeedbackPage(q);
  const dates = useDates();
  const gridColumns = useMemo(() => columns(t, dates), [t, dates]);
  return (
    <>
      <PageHeader title={t('feedback.admin.title')} description={t('feedback.admin.description')} />
      <DataTable<FeedbackEntry>
        label={t('feedback.admin.title')}
        columns={gridColumns}
        {...tableData(page, t)}
        query={query}
        onQueryChange={setQuery}
        filtered={Boolean(q.category)}
        filters={
          <FilterSelect
            label={t('feedback.admin.category')}
            value={q.category}
            onChange={(category) => setFilters({ category })}
            allLabel={t('feedback.admin.allCategories')}
            options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`feedback.categories.${c}`) }))}
          />
        }
        labels={tableLabels({
          search: t('feedback.admin.search'),
          emptyTitle: t('feedback.admin.empty'),
          emptyDescription: t('feedback.admin.emptyDescription'),
          errorTitle: t('feedback.admin.loadFailed'),
        })}
        exportOptions={{
          fileName: 'registration-feedback.xlsx',
          pageSize: MAX_PAGE_SIZE,
          columns: exportColumns(t),
          fetchPage: async (p, size) => {
            const result = await fetchFeedbackPage(client, { ...q, page: p, size });
            return { rows: result.data, total: result.total };
          },
        }}
      />
    </>
  );
}
