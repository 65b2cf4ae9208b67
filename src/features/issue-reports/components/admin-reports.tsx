import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ISSUE_STATUSES,
  issueStatusSchema,
  type IssueReport,
  type IssueStatus,
} from '../../../api/contracts/index.ts';
import { FilterSelect, PageHeader, useToast } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import { tableData, useDates, useListParams, useT, useTableLabels } from '../../../lib/index.ts';
import { useChangeIssueStatus, useIssueReports } from '../api/issue-reports.ts';
import { ScreenshotDialog } from './screenshot-dialog.tsx';

const listOptions = { filters: ['status'] as const };
const nameOf = (r: IssueReport) =>
  `${r.reporter.first_name} ${r.reporter.surname}`.trim() || (r.reporter.email ?? '');

/** The organisation's reported issues for its admins: filter by status, move each one along (audited), open its conversation. */
export function AdminReports() {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const toast = useToast();
  const { query, filters, setQuery, setFilters } = useListParams(listOptions);
  const parsed = issueStatusSchema.safeParse(filters.status);
  const status = parsed.success ? parsed.data : undefined;
  const page = useIssueReports({ page: query.page, size: query.limit, status });
  const { trigger: change } = useChangeIssueStatus();
  const [shown, setShown] = useState<{ id: string; name: string } | null>(null);

  const columns = useMemo<GridColDef<IssueReport>[]>(() => {
    const move = async (id: string, next: IssueStatus) => {
      try {
        await change({ id, status: next });
        toast.success(t('issueReports.admin.changed'));
      } catch {
        toast.error(t('issueReports.admin.changeFailed'));
      }
    };
    return [
      {
        field: 'open',
        headerName: t('issueReports.admin.columns.open'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            component={RouterLink}
            to={`/report/${row.id}`}
            aria-label={t('issueReports.admin.openNamed', { name: nameOf(row) })}
          >
            {t('issueReports.admin.open')}
          </Button>
        ),
      },
      {
        field: 'created_at',
        headerName: t('issueReports.admin.columns.date'),
        width: 110,
        sortable: false,
        valueFormatter: (v: string) => dates.date(v),
      },
      {
        field: 'category',
        headerName: t('issueReports.admin.columns.category'),
        width: 170,
        sortable: false,
        valueFormatter: (v: string) => t(`issueReports.categories.${v}`),
      },
      {
        field: 'description',
        headerName: t('issueReports.admin.columns.description'),
        flex: 2,
        minWidth: 220,
        sortable: false,
      },
      {
        field: 'reporter',
        headerName: t('issueReports.admin.columns.reporter'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => nameOf(row),
      },
      { field: 'page', headerName: t('issueReports.admin.columns.page'), width: 150, sortable: false },
      {
        field: 'details',
        headerName: t('issueReports.admin.columns.details'),
        width: 140,
        sortable: false,
        valueGetter: (_v, row) => `${row.language} · ${row.app_version}`,
      },
      {
        field: 'status',
        headerName: t('issueReports.admin.columns.status'),
        width: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <TextField
            select
            size="small"
            variant="standard"
            value={row.status}
            onChange={(e) => void move(row.id, e.target.value as IssueStatus)}
            slotProps={{
              htmlInput: { 'aria-label': t('issueReports.admin.statusOf', { name: nameOf(row) }) },
            }}
            sx={{ minWidth: 140, mt: 1 }}
          >
            {ISSUE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`issueReports.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        ),
      },
      {
        field: 'has_screenshot',
        headerName: t('issueReports.admin.columns.screenshot'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) =>
          row.has_screenshot ? (
            <Button
              size="small"
              aria-label={t('issueReports.admin.viewNamed', { name: nameOf(row) })}
              onClick={() => setShown({ id: row.id, name: nameOf(row) })}
            >
              {t('issueReports.admin.view')}
            </Button>
          ) : null,
      },
    ];
  }, [t, dates, toast, change]);

  return (
    <>
      <PageHeader title={t('issueReports.admin.title')} description={t('issueReports.admin.description')} />
      <DataTable<IssueReport>
        label={t('issueReports.admin.title')}
        columns={columns}
        {...tableData(page, t)}
        query={query}
        onQueryChange={setQuery}
        searchable={false}
        filtered={Boolean(status)}
        filters={
          <FilterSelect
            label={t('issueReports.admin.filter')}
            value={status ?? ''}
            onChange={(value) => setFilters({ status: value })}
            allLabel={t('issueReports.admin.allStatuses')}
            options={ISSUE_STATUSES.map((s) => ({ value: s, label: t(`issueReports.status.${s}`) }))}
          />
        }
        labels={tableLabels({
          emptyTitle: t('issueReports.admin.empty'),
          errorTitle: t('issueReports.admin.loadFailed'),
        })}
      />
      <ScreenshotDialog report={shown} onClose={() => setShown(null)} />
    </>
  );
}
