import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { MAX_PAGE_SIZE, type Organisation } from '../../../api/contracts/index.ts';
import { ApiError, useApiClient } from '../../../api/index.ts';
import { ConfirmDialog, PageHeader, useToast } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import { tableData, useListParams, useT, useTableLabels } from '../../../lib/index.ts';
import { fetchOrganisationPage, useDeleteOrganisation, useOrganisationPage } from '../api/organisations.ts';
import { OrganisationDialog } from './organisation-dialog.tsx';

/** /organisations: the super admin's list of hospitals; page, size and search live in the URL. */
export function OrganisationsPage() {
  const t = useT();
  const tableLabels = useTableLabels();
  const client = useApiClient();
  const toast = useToast();
  const { trigger: remove, isMutating: busy } = useDeleteOrganisation();
  const { query, setQuery: changeQuery } = useListParams();
  const page = useOrganisationPage({
    page: query.page,
    size: query.limit,
    search: query.keyword,
  });
  const { data } = page;
  const [editing, setEditing] = useState<Organisation | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Organisation | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
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
        // Room for the longest language name and the heading's sort arrow, in every locale.
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueFormatter: (value: string) => t(`profile.languages.${value}`),
      },
      {
        field: 'seats',
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
    [t],
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
        {...tableData(page, t)}
        query={query}
        onQueryChange={changeQuery}
        labels={tableLabels({
          search: t('organisations.search'),
          emptyTitle: t('organisations.empty'),
          emptyDescription: t('organisations.emptyDescription'),
          errorTitle: t('organisations.loadFailed'),
        })}
        exportOptions={{
          fileName: 'organisations.xlsx',
          // The API answers at most MAX_PAGE_SIZE rows a page: ask no more, or the export fails.
          pageSize: MAX_PAGE_SIZE,
          fetchPage: async (page, size) => {
            const result = await fetchOrganisationPage(client, { page, size, search: query.keyword });
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
