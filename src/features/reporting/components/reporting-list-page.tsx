import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/TableViewOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { SavedReport } from '../../../api/contracts/reporting.ts';
import { ConfirmDialog, PageHeader, useToast } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import {
  tableData,
  useDates,
  useListParams,
  useT,
  useTableLabels,
  type Dates,
  type Translate,
} from '../../../lib/index.ts';
import { useDeleteReport, useReportPage } from '../api/reporting.ts';
import { ExportLog } from './export-log.tsx';

function reportColumns(
  t: Translate,
  dates: Dates,
  on: { view: (r: SavedReport) => void; edit: (r: SavedReport) => void; remove: (r: SavedReport) => void },
): GridColDef<SavedReport>[] {
  return [
    { field: 'name', headerName: t('reporting.columns.name'), flex: 2, minWidth: 180, sortable: false },
    {
      field: 'subject',
      headerName: t('reporting.columns.subject'),
      width: 130,
      sortable: false,
      valueGetter: (_v, row) => t(`reporting.subjects.${row.subject}`),
    },
    {
      field: 'columns',
      headerName: t('reporting.columns.columnCount'),
      width: 110,
      sortable: false,
      valueGetter: (_v, row) => row.columns.length,
    },
    {
      field: 'updated_at',
      headerName: t('reporting.columns.updated'),
      width: 130,
      sortable: false,
      valueFormatter: (v: string) => dates.date(v),
    },
    {
      field: 'actions',
      headerName: t('reporting.columns.actions'),
      width: 160,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          <Tooltip title={t('reporting.open')}>
            <IconButton
              size="small"
              aria-label={t('reporting.openNamed', { name: row.name })}
              onClick={() => on.view(row)}
            >
              <ViewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('reporting.edit')}>
            <IconButton
              size="small"
              aria-label={t('reporting.editNamed', { name: row.name })}
              onClick={() => on.edit(row)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('reporting.delete')}>
            <IconButton
              size="small"
              aria-label={t('reporting.deleteNamed', { name: row.name })}
              onClick={() => on.remove(row)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
}

/** /reporting: the organisation's saved reports, and the log of their exports. */
export function ReportingListPage() {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const navigate = useNavigate();
  const toast = useToast();
  const { query, setQuery } = useListParams();
  const page = useReportPage(query.page, query.limit);
  const { trigger: remove } = useDeleteReport();
  const [deleting, setDeleting] = useState<SavedReport | null>(null);

  const columns = useMemo(
    () =>
      reportColumns(t, dates, {
        view: (r) => void navigate(`/reporting/${r.id}/view`),
        edit: (r) => void navigate(`/reporting/${r.id}/edit`),
        remove: setDeleting,
      }),
    [t, dates, navigate],
  );

  const confirmDelete = async (report: SavedReport) => {
    try {
      await remove(report.id);
      toast.success(t('reporting.deleted', { name: report.name }));
    } catch {
      toast.error(t('reporting.deleteFailed'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t('reporting.title')}
        description={t('reporting.description')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void navigate('/reporting/new/edit')}
          >
            {t('reporting.create')}
          </Button>
        }
      />
      <DataTable<SavedReport>
        label={t('reporting.title')}
        columns={columns}
        {...tableData(page, t)}
        query={query}
        onQueryChange={setQuery}
        searchable={false}
        labels={tableLabels({
          emptyTitle: t('reporting.empty'),
          errorTitle: t('reporting.loadFailed'),
        })}
      />
      <ExportLog />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('reporting.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('reporting.deleteMessage')}
        confirmLabel={t('reporting.delete')}
        cancelLabel={t('reporting.cancel')}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
