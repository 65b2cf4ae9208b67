import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import { USER_SORT_FIELDS, type AppUser } from '../../../api/contracts/index.ts';
import { ApiError, useApiClient } from '../../../api/index.ts';
import { ConfirmDialog, PageHeader, positiveInt, useToast } from '../../../design-system/index.ts';
import { DataTable, defaultTableQuery, type DataTableQuery } from '../../../design-system/data-table.ts';
import { useAreas } from '../../areas/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { fetchAppUserPage, useAppUserPage, useAppUserWrites, type AppUserQuery } from '../api/app-users.ts';
import { appUserColumns, appUserExportColumns } from './app-user-columns.tsx';
import { BulkInviteDialog } from './bulk-invite-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { PatientDialog } from './patient-dialog.tsx';

const sortable = new Set<string>(USER_SORT_FIELDS);

/** /app-users: the organisation's guardians and patients; the list state lives in the URL. */
export function AppUsersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const client = useApiClient();
  const toast = useToast();
  const writes = useAppUserWrites();
  const organisation = useAtomValue(sessionAtom)?.organisation;
  const [params, setParams] = useSearchParams();
  const type: 2 | 3 = params.get('type') === '3' ? 3 : 2;
  const { data: areas } = useAreas(organisation?.id ?? null);
  const area = params.get('areas') ?? '';
  const sortField = params.get('sort') ?? 'created_at';
  const query: DataTableQuery = {
    page: positiveInt(params.get('page'), 1),
    limit: positiveInt(params.get('size'), defaultTableQuery.limit),
    keyword: params.get('search') ?? '',
    sort: { field: sortable.has(sortField) ? sortField : 'created_at', order: params.get('order') === 'asc' ? 'asc' : 'desc' },
  };
  const apiQuery: AppUserQuery = { type, page: query.page, size: query.limit, search: query.keyword, sort: query.sort.field, order: query.sort.order, area };
  const { data, error, isLoading, mutate } = useAppUserPage(apiQuery);
  const [inviting, setInviting] = useState<'guardian' | 'admin' | null>(null);
  const [adding, setAdding] = useState<'bulk' | 'patient' | null>(null);
  const [deleting, setDeleting] = useState<AppUser | null>(null);
  const [busy, setBusy] = useState(false);

  const setQuery = (next: DataTableQuery, nextType: 2 | 3 = type, nextArea = area) => {
    const search = new URLSearchParams();
    if (nextType === 3) search.set('type', '3');
    if (nextArea) search.set('areas', nextArea);
    if (next.page !== 1) search.set('page', String(next.page));
    if (next.limit !== defaultTableQuery.limit) search.set('size', String(next.limit));
    if (next.keyword) search.set('search', next.keyword);
    if (next.sort.field !== 'created_at' || next.sort.order !== 'desc') {
      search.set('sort', next.sort.field);
      search.set('order', next.sort.order);
    }
    setParams(search);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await writes.remove(deleting.id);
      toast.success(t('appUsers.deleted'));
      // Spec §4: deleting the last row of a page that is not the first goes back a page.
      if (data?.data.length === 1 && query.page > 1) setQuery({ ...query, page: query.page - 1 });
    } catch (failure) {
      toast.error(t(failure instanceof ApiError && failure.status === 404 ? 'appUsers.deleteGone' : 'appUsers.deleteFailed'));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const columns = useMemo(() => appUserColumns(type, intl, setDeleting), [type, intl]);
  const title = t('appUsers.title');

  return (
    <>
      <PageHeader
        title={title}
        description={organisation ? t('appUsers.description', { organisation: organisation.name }) : undefined}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting('guardian')}>
              {t('appUsers.invite.guardian')}
            </Button>
            <Button variant="outlined" startIcon={<GroupAddIcon />} onClick={() => setAdding('bulk')}>
              {t('appUsers.bulk.open')}
            </Button>
            <Button variant="outlined" startIcon={<ChildCareIcon />} onClick={() => setAdding('patient')}>
              {t('appUsers.patient.open')}
            </Button>
            <Button variant="outlined" onClick={() => setInviting('admin')}>
              {t('appUsers.invite.admin')}
            </Button>
          </Stack>
        }
      />
      <Tabs value={type} onChange={(_e, next: 2 | 3) => setQuery({ ...defaultTableQuery }, next)} aria-label={t('appUsers.kinds')} sx={{ mb: 2 }}>
        <Tab value={2} label={t('appUsers.guardians')} />
        <Tab value={3} label={t('appUsers.patients')} />
      </Tabs>
      <DataTable<AppUser>
        label={type === 2 ? t('appUsers.guardians') : t('appUsers.patients')}
        columns={columns}
        rows={data?.data ?? []}
        rowCount={data?.total ?? 0}
        query={query}
        onQueryChange={(next) => setQuery(next)}
        loading={isLoading}
        error={error ? t('table.loadFailedHint') : null}
        onRetry={() => void mutate()}
        filtered={Boolean(area)}
        filters={
          <TextField
            select
            size="small"
            label={t('appUsers.area')}
            value={area}
            onChange={(e) => setQuery({ ...query, page: 1 }, type, e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('appUsers.allAreas')}</MenuItem>
            {(areas ?? []).map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
        }
        labels={{
          search: t('appUsers.search'),
          export: t('table.export'),
          exporting: t('table.exporting'),
          exportFailed: t('table.exportFailed'),
          emptyTitle: t(type === 2 ? 'appUsers.emptyGuardians' : 'appUsers.emptyPatients'),
          noResults: t('table.noResults'),
          errorTitle: t('appUsers.loadFailed'),
          retry: t('table.retry'),
          loading: t('table.loading'),
          selected: (n) => t('table.selected', { n: String(n) }),
        }}
        exportOptions={{
          fileName: type === 2 ? 'guardians.xlsx' : 'patients.xlsx',
          pageSize: 100,
          columns: appUserExportColumns(type, intl),
          fetchPage: async (page, size) => {
            const result = await fetchAppUserPage(client, { ...apiQuery, page, size });
            return { rows: result.data, total: result.total };
          },
        }}
      />
      <InviteDialog kind={inviting} onClose={() => setInviting(null)} />
      <BulkInviteDialog open={adding === 'bulk'} onClose={() => setAdding(null)} />
      <PatientDialog open={adding === 'patient'} onClose={() => setAdding(null)} />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        busy={busy}
        title={t('appUsers.deleteTitle')}
        message={t('appUsers.deleteMessage')}
        confirmLabel={t('appUsers.delete')}
        cancelLabel={t('appUsers.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
