import { useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReportExport, ReportFilters } from '../../../api/contracts/reporting.ts';
import { DataTable, defaultTableQuery } from '../../../design-system/data-table.ts';
import { tableData, useDates, useT, useTableLabels, type Translate } from '../../../lib/index.ts';
import { useExportLog } from '../api/reporting.ts';

/** The filters an export ran with, in words ("search: Smith; statuses: 3, 4"). */
const filtersText = (t: Translate, f: ReportFilters): string => {
  const parts = [
    f.search && t('reporting.filterWords.search', { value: f.search }),
    f.created_from && t('reporting.filterWords.from', { value: f.created_from }),
    f.created_to && t('reporting.filterWords.to', { value: f.created_to }),
    f.statuses?.length && t('reporting.filterWords.statuses', { value: f.statuses.join(', ') }),
    f.area_ids?.length && t('reporting.filterWords.areas', { value: String(f.area_ids.length) }),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : t('reporting.filterWords.none');
};

/** Who exported which report, with which filters, when (admins; the server audits each). */
export function ExportLog() {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const [query, setQuery] = useState(defaultTableQuery);
  const page = useExportLog(query.page, query.limit);
  const columns = useMemo<GridColDef<ReportExport>[]>(
    () => [
      {
        field: 'report_name',
        headerName: t('reporting.log.report'),
        flex: 1,
        minWidth: 160,
        sortable: false,
      },
      {
        field: 'user',
        headerName: t('reporting.log.who'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) =>
          row.user ? `${row.user.first_name} ${row.user.surname}`.trim() : t('reporting.log.nobody'),
      },
      {
        field: 'filters',
        headerName: t('reporting.log.filters'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_v, row) => filtersText(t, row.filters),
      },
      { field: 'row_count', headerName: t('reporting.log.rows'), width: 90, sortable: false },
      {
        field: 'created_at',
        headerName: t('reporting.log.when'),
        width: 130,
        sortable: false,
        valueFormatter: (v: string) => dates.date(v),
      },
    ],
    [t, dates],
  );
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('reporting.log.title')}
      </Typography>
      <DataTable<ReportExport>
        label={t('reporting.log.title')}
        columns={columns}
        {...tableData(page, t)}
        query={query}
        onQueryChange={setQuery}
        searchable={false}
        labels={tableLabels({
          emptyTitle: t('reporting.log.empty'),
          errorTitle: t('reporting.log.loadFailed'),
        })}
      />
    </>
  );
}
