import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import { MAX_PAGE_SIZE, USER_SORT_FIELDS, UserType, type AppUser } from '../../../api/contracts/index.ts';
import { ApiError, useApiClient } from '../../../api/index.ts';
import { ConfirmDialog, PageHeader, useToast } from '../../../design-system/index.ts';
import { DataTable, defaultTableQuery } from '../../../design-system/data-table.ts';
import { AreaFilter } from '../../areas/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { fetchAppUserPage, useAppUserPage, useDeleteAppUser, type AppUserQuery } from '../api/app-users.ts';
import { appUserColumns, appUserExportColumns, type AppUserKind } from './app-user-columns.tsx';
import { BulkInviteDialog } from './bulk-invite-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { PatientDialog } from './patient-dialog.tsx';
import {
  tableData,
  useDates,
  useListParams,
  usePageCursors,
  useT,
  useTableLabels,
  type ListParamsOptions,
} from '../../../lib/index.ts';

const listOptions: ListParamsOptions<'type' | 'areas'> = {
  sortable: USER_SORT_FIELDS,
  filters: ['type', 'areas'],
};

/** The list's sort as the API names it: the address gives one of the sortable fields, or the default. */
const sortField = (field: string) => USER_SORT_FIELDS.find((f) => f === field) ?? 'created_at';

/** One list of people (its kind, filters, sort and size), whatever its page: the scope of its cursors. */
const listOf = (q: AppUserQuery) => JSON.stringify([q.type, q.size, q.search, q.sort, q.order, q.area]);

/** /app-users: the organisation's guardians and patients; the list state lives in the URL. */
export function AppUsersPage() {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const client = useApiClient();
  const toast = useToast();
  const { trigger: remove, isMutating: busy } = useDeleteAppUser();
  const organisation = useAtomValue(sessionAtom)?.organisation;
  const { query, filters, setQuery, setFilters } = useListParams(listOptions);
  const patients = String(UserType.Patient);
  const type: AppUserKind = filters.type === patients ? UserType.Patient : UserType.Guardian;
  const area = filters.areas;
  const listQuery: AppUserQuery = {
    type,
    page: 1,
    size: query.limit,
    search: query.keyword,
    sort: sortField(query.sort.field),
    order: query.sort.order,
    area,
  };
  // "Next page" walks by the cursor the page before gave; a jump asks by number.
  const cursors = usePageCursors(listOf(listQuery));
  const apiQuery: AppUserQuery = { ...listQuery, page: query.page, cursor: cursors.cursorOf(query.page) };
  const page = useAppUserPage(apiQuery, true, (asked, answer) =>
    cursors.remember(listOf(asked), asked.page, answer.next_cursor),
  );
  const { data } = page;
  const [inviting, setInviting] = useState<'guardian' | 'admin' | null>(null);
  const [adding, setAdding] = useState<'bulk' | 'patient' | null>(null);
  const [deleting, setDeleting] = useState<AppUser | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      toast.success(t('appUsers.deleted'));
      // Spec §4: deleting the last row of a page that is not the first goes back a page.
      if (data?.data.length === 1 && query.page > 1) setQuery({ ...query, page: query.page - 1 });
    } catch (failure) {
      toast.error(
        t(
          failure instanceof ApiError && failure.status === 404
            ? 'appUsers.deleteGone'
            : 'appUsers.deleteFailed',
        ),
      );
    } finally {
      setDeleting(null);
    }
  };

  const columns = useMemo(() => appUserColumns(type, t, dates, setDeleting), [type, t, dates]);
  const title = t('appUsers.title');

  return (
    <>
      <PageHeader
        title={title}
        description={
          organisation ? t('appUsers.description', { organisation: organisation.name }) : undefined
        }
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
      <Tabs
        value={type}
        onChange={(_e, next: AppUserKind) =>
          setFilters({ type: next === UserType.Patient ? patients : '', areas: area }, defaultTableQuery)
        }
        aria-label={t('appUsers.kinds')}
        sx={{ mb: 2 }}
      >
        <Tab value={UserType.Guardian} label={t('appUsers.guardians')} />
        <Tab value={UserType.Patient} label={t('appUsers.patients')} />
      </Tabs>
      <DataTable<AppUser>
        label={type === UserType.Guardian ? t('appUsers.guardians') : t('appUsers.patients')}
        columns={columns}
        {...tableData(page, t)}
        query={query}
        onQueryChange={setQuery}
        filtered={Boolean(area)}
        filters={
          <AreaFilter
            organisationId={organisation?.id ?? null}
            label={t('appUsers.area')}
            allLabel={t('appUsers.allAreas')}
            value={area}
            onChange={(next) => setFilters({ areas: next })}
            sx={{ minWidth: 200 }}
          />
        }
        labels={tableLabels({
          search: t('appUsers.search'),
          emptyTitle: t(type === UserType.Guardian ? 'appUsers.emptyGuardians' : 'appUsers.emptyPatients'),
          errorTitle: t('appUsers.loadFailed'),
        })}
        exportOptions={{
          fileName: type === UserType.Guardian ? 'guardians.xlsx' : 'patients.xlsx',
          pageSize: MAX_PAGE_SIZE,
          columns: appUserExportColumns(type, t),
          fetchPage: async (page, size) => {
            const result = await fetchAppUserPage(client, { ...listQuery, page, size });
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
