import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import {
  isDateColumn,
  type ReportCell,
  type ReportColumn,
  type SavedReport,
} from '../../../api/contracts/reporting.ts';
import { formatDuration, PageHeader } from '../../../design-system/index.ts';
import { DataTable, defaultTableQuery } from '../../../design-system/data-table.ts';
import {
  LoadError,
  Loading,
  useDates,
  useT,
  useTableLabels,
  type Dates,
  type Translate,
} from '../../../lib/index.ts';
import { useReport, useReportOptions, useReportRun } from '../api/reporting.ts';
import { useReportExport } from '../export/use-report-export.ts';
import { columnLabel } from './column-label.ts';
import { ExportProgress } from './export-progress.tsx';

type GridRow = { id: number } & Record<string, ReportCell>;

/** How the grid shows a cell (the server's file keeps the raw value: dates as dates, status codes, seconds). */
const shown = (t: Translate, dates: Dates, column: ReportColumn, value: ReportCell): string => {
  if (value === null) return '';
  if (typeof value === 'boolean') return t(value ? 'reporting.yes' : 'reporting.no');
  if (column.kind === 'time_in_focus') return formatDuration(Number(value));
  if (isDateColumn(column)) return dates.date(String(value));
  if (column.kind === 'field' && column.field === 'subscription_status')
    return t(`reporting.statuses.${value}`);
  return String(value);
};

/** A file name from the report's name: letters, digits, spaces and dashes (no path or odd characters). */
const fileNameOf = (name: string) => `${name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'report'}.xlsx`;

/** /reporting/:reportingId/view: the report's rows, page by page, and an export of every row. */
export function ReportViewPage() {
  const { reportingId = '' } = useParams();
  const report = useReport(reportingId);
  if (report.error)
    return (
      <LoadError
        title="reporting.view.loadFailed"
        error={report.error}
        onRetry={() => void report.mutate()}
      />
    );
  if (!report.data) return <Loading heights={[56, 400]} label="table.loading" />;
  return <ReportView report={report.data} />;
}

function ReportView({ report }: { report: SavedReport }) {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const navigate = useNavigate();
  const [query, setQuery] = useState(defaultTableQuery);
  const run = useReportRun(report.id, query.page, query.limit);
  const options = useReportOptions();
  const headers = useMemo(
    () => report.columns.map((c) => columnLabel(t, c, options.data)),
    [report, t, options.data],
  );
  const exporter = useReportExport(report.id, fileNameOf(report.name));
  const columns = useMemo<GridColDef<GridRow>[]>(
    () =>
      report.columns.map((column, i) => ({
        field: `c${i}`,
        headerName: headers[i],
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueFormatter: (value: ReportCell) => shown(t, dates, column, value),
      })),
    [report, headers, t, dates],
  );
  const rows = useMemo<GridRow[]>(
    () =>
      (run.data?.rows ?? []).map((cells, r) => ({
        id: (query.page - 1) * query.limit + r,
        ...Object.fromEntries(cells.map((cell, i) => [`c${i}`, cell])),
      })),
    [run.data, query.page, query.limit],
  );
  const running = exporter.state.phase === 'running';

  return (
    <>
      <PageHeader
        title={report.name}
        description={t('reporting.view.description', { subject: t(`reporting.subjects.${report.subject}`) })}
        actions={
          <>
            <Button onClick={() => void navigate(`/reporting/${report.id}/edit`)}>
              {t('reporting.edit')}
            </Button>
            <Button variant="contained" disabled={running || !run.data} onClick={() => void exporter.start()}>
              {t('reporting.view.export')}
            </Button>
          </>
        }
      />
      <ExportProgress state={exporter.state} onCancel={exporter.cancel} />
      <DataTable<GridRow>
        label={report.name}
        columns={columns}
        rows={rows}
        rowCount={run.data?.total ?? 0}
        loading={run.isLoading}
        error={run.error ? t('reporting.view.rowsFailed') : null}
        onRetry={() => void run.mutate()}
        query={query}
        onQueryChange={setQuery}
        searchable={false}
        labels={tableLabels({
          emptyTitle: t('reporting.view.empty'),
          errorTitle: t('reporting.view.rowsFailed'),
        })}
      />
    </>
  );
}
