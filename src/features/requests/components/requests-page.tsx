import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { AppUser } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { PageHeader, ReasonDialog, useToast } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import { tableData, useDates, useListParams, useT, useTableLabels } from '../../../lib/index.ts';
import { useApproveRequest, useDeclineRequest, useRequestPage } from '../api/requests.ts';
// families: links families made awaiting approval, children coming of age, the family settings.
import { FamilyReview, FamilySettingsCard } from '../../families/index.ts';
import { useCan } from '../../session/index.ts';

/** /requests: account requests awaiting approval; approve (activation e-mail) or decline with a reason. */
export function RequestsPage() {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const toast = useToast();
  const { trigger: approve } = useApproveRequest();
  const { trigger: decline } = useDeclineRequest();
  const { query, setQuery } = useListParams();
  const admin = useCan('users.manage');
  const page = useRequestPage(query.page, query.limit);
  const { data } = page;
  const [declining, setDeclining] = useState<AppUser | null>(null);
  const [busy, setBusy] = useState(false);

  const lastOnPage = data?.data.length === 1 && query.page > 1;
  const decide = useCallback(
    async (work: () => Promise<unknown>, done: string) => {
      setBusy(true);
      try {
        await work();
        toast.success(t(done));
        // Spec §4: deciding the last request of a page that is not the first goes back a page.
        if (lastOnPage) setQuery({ ...query, page: query.page - 1 });
      } catch (failure) {
        toast.error(
          t(
            failure instanceof ApiError && failure.code === 'Conflict'
              ? 'requests.alreadyDecided'
              : 'requests.failed',
          ),
        );
      } finally {
        setBusy(false);
      }
    },
    [t, toast, lastOnPage, query, setQuery],
  );

  const columns = useMemo<GridColDef<AppUser>[]>(
    () => [
      { field: 'first_name', headerName: t('appUsers.columns.firstName'), flex: 1, sortable: false },
      { field: 'surname', headerName: t('appUsers.columns.surname'), flex: 1, sortable: false },
      { field: 'email', headerName: t('appUsers.columns.email'), flex: 2, sortable: false },
      {
        field: 'created_at',
        headerName: t('requests.requested'),
        width: 130,
        sortable: false,
        valueFormatter: (v: string) => dates.date(v),
      },
      {
        field: 'actions',
        headerName: t('appUsers.columns.actions'),
        width: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              variant="contained"
              disabled={busy}
              aria-label={t('requests.approveNamed', { name: `${row.first_name} ${row.surname}` })}
              onClick={() => void decide(() => approve(row.id), 'requests.approved')}
            >
              {t('requests.approve')}
            </Button>
            <Button
              size="small"
              color="error"
              disabled={busy}
              aria-label={t('requests.declineNamed', { name: `${row.first_name} ${row.surname}` })}
              onClick={() => setDeclining(row)}
            >
              {t('requests.decline')}
            </Button>
          </Stack>
        ),
      },
    ],
    [t, dates, busy, approve, decide],
  );

  const closeDecline = () => setDeclining(null);

  return (
    <>
      <PageHeader title={t('requests.title')} description={t('requests.description')} />
      <DataTable<AppUser>
        label={t('requests.title')}
        columns={columns}
        {...tableData(page, t)}
        query={query}
        onQueryChange={setQuery}
        searchable={false}
        labels={tableLabels({
          emptyTitle: t('requests.empty'),
          errorTitle: t('requests.loadFailed'),
        })}
      />
      <ReasonDialog
        open={declining !== null}
        busy={busy}
        title={t('requests.declineTitle', {
          name: declining ? `${declining.first_name} ${declining.surname}` : '',
        })}
        label={t('requests.reason')}
        confirmLabel={t('requests.decline')}
        cancelLabel={t('appUsers.cancel')}
        onConfirm={(reason) => {
          const target = declining;
          if (!target) return;
          void decide(() => decline({ id: target.id, reason }), 'requests.declined').then(closeDecline);
        }}
        onCancel={closeDecline}
      />
      {admin ? (
        <>
          <FamilyReview />
          <Box sx={{ mt: 2 }}>
            <FamilySettingsCard />
          </Box>
        </>
      ) : null}
    </>
  );
}
