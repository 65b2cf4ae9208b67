import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { Organisation } from '../../../api/contracts/index.ts';
import { ApiError, useApiClient } from '../../../api/index.ts';
import { ConfirmDialog, PageHeader, positiveInt, useToast } from '../../../design-system/index.ts';
import { DataTable, defaultTableQuery, type DataTableQuery } from '../../../design-system/data-table.ts';
import { fetchOrganisationPage, useOrganisationPage, useOrganisationWrites } from '../api/organisations.ts';
import { OrganisationDialog } from './organisation-dialog.tsx';


/** /organisations: the super admin's list of hospitals; page, size and search live in the URL. */
export function OrganisationsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const client = useApiClient();
  const toast = useToast();
  const writes = useOrganisationWrites();
  const [params, setParams] = useSearchParams();
  const query: DataTableQuery = {
    ...defaultTableQuery,
    page: positiveInt(params.get('page'), 1),
    limit: positiveInt(params.get('size'), defaultTableQuery.limit),
    keyword: params.get('keyword') ?? '',
  };
  const { data, error, isLoading, mutate } = useOrganisationPage({
    page: query.page,
    size: query.limit,
    keyword: query.keyword,
  });
  const [editing, setEditing] = useState<Organisation | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Organisation | null>(null);
  const [busy, setBusy] = useState(false);

  const changeQuery = (next: DataTableQuery) => {
    const search = new URLSearchParams();
    if (next.page !== 1) search.set('page', String(next.page));
    if (next.limit !== defaultTableQuery.limit) search.set('size', String(next.limit));
    if (next.keyword) search.set('keyword', next.keyword);
    setParams(search);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await writes.remove(deleting.id);
      toast.success(t('organisations.deleted', { name: deleting.name }));
      // Spec §4: deleting the last row of a page that is not the first goes back a page.
      if (data && data.data.length === 1 && query.page > 1) changeQuery({ ...query, page: query.page - 1 });
    } catch (failure) {
      toast.error(
        t(
          failure instanceof ApiError && failure.code === 'Conflict'
            ? 'organisations.deleteBlocked'
            : 'organisations.deleteFailed',
        ),
      );
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const columns = useMemo<GridColDef<Organisation>[]>(
    () => [
      { field: 'name', headerName: t('organisations.columns.name'), flex: 2, minWidth: 200, sortable: false },
      {
        field: 'url_code',
        headerName: t('organisations.columns.code'),
        flex: 1,
        minWidth: 120,
        sortable: false,
      },
      {
        field: 'language',
        headerName: t('organisations.columns.language'),
        width: 110,
        sortable: false,
        valueFormatter: (value: string) => t(`profile.languages.${value}`),
      },
      {
        field: 'area_seats',
        headerName: t('organisations.columns.seats'),
        type: 'number',
        width: 100,
        sortable: false,
      },
      {
        field: 'features',
        headerName: t('organisations.columns.features'),
        flex: 2,
        minWidth: 180,
        sortable: false,
        valueFormatter: (value: string[]) =>
          value.map((code) => t(`organisations.features.${code}`)).join(', '),
      },
      {
        field: 'actions',
        headerName: t('organisations.columns.actions'),
        width: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Button size="small" component={RouterLink} to={`/?oid=${row.id}`}>
              {t('organisations.enter')}
            </Button>
            <Tooltip title={t('organisations.edit')}>
              <IconButton
                size="small"
                aria-label={t('organisations.editNamed', { name: row.name })}
                onClick={() => setEditing(row)}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('organisations.delete')}>
              <IconButton
                size="small"
                aria-label={t('organisations.deleteNamed', { name: row.name })}
                onClick={() => setDeleting(row)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ],
    // The labels change only with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl],
  );

  return (
    <>
      <PageHeader
        title={t('organisations.title')}
        description={t('organisations.description')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('organisations.create')}
          </Button>
        }
      />
      <DataTable<Organisation>
        label={t('organisations.title')}
        columns={columns}
        rows={data?.data ?? []}
        rowCount={data?.total ?? 0}
        query={query}
        onQueryChange={changeQuery}
        loading={isLoading}
        error={error ? t('table.loadFailedHint') : null}
        onRetry={() => void mutate()}
        labels={{
          search: t('organisations.search'),
          export: t('table.export'),
          exporting: t('table.exporting'),
          exportFailed: t('table.exportFailed'),
          emptyTitle: t('organisations.empty'),
          emptyDescription: t('organisations.emptyDescription'),
          noResults: t('table.noResults'),
          errorTitle: t('organisations.loadFailed'),
          retry: t('table.retry'),
          loading: t('table.loading'),
          selected: (n) => t('table.selected', { n }),
        }}
        exportOptions={{
          fileName: 'organisations.xlsx',
          fetchPage: async (page, size) => {
            const result = await fetchOrganisationPage(client, { page, size, keyword: query.keyword });
            return { rows: result.data, total: result.total };
          },
        }}
      />
      <OrganisationDialog
        open={editing !== undefined}
        organisation={editing}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        busy={busy}
        title={t('organisations.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('organisations.deleteMessage')}
        confirmLabel={t('organisations.delete')}
        cancelLabel={t('organisations.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
