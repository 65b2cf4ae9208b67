import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import type { AppUser } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { PageHeader, positiveInt, formatDate, useToast } from '../../../design-system/index.ts';
import { DataTable, defaultTableQuery, type DataTableQuery } from '../../../design-system/data-table.ts';
import { useRequestDecisions, useRequestPage } from '../api/requests.ts';


/** /requests: account requests awaiting approval; approve (activation e-mail) or decline with a reason. */
export function RequestsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const decisions = useRequestDecisions();
  const [params, setParams] = useSearchParams();
  const query: DataTableQuery = { ...defaultTableQuery, page: positiveInt(params.get('page'), 1), limit: positiveInt(params.get('size'), 10) };
  const { data, error, isLoading, mutate } = useRequestPage(query.page, query.limit);
  const [declining, setDeclining] = useState<AppUser | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const decide = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(t(done));
      if (data?.data.length === 1 && query.page > 1) setParams({ page: String(query.page - 1) });
    } catch (failure) {
      toast.error(t(failure instanceof ApiError && failure.code === 'Conflict' ? 'requests.alreadyDecided' : 'requests.failed'));
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo<GridColDef<AppUser>[]>(
    () => [
      { field: 'first_name', headerName: t('appUsers.columns.firstName'), flex: 1, sortable: false },
      { field: 'surname', headerName: t('appUsers.columns.surname'), flex: 1, sortable: false },
      { field: 'email', headerName: t('appUsers.columns.email'), flex: 2, sortable: false },
      { field: 'created_at', headerName: t('requests.requested'), width: 130, sortable: false, valueFormatter: (v: string) => formatDate(v) },
      {
        field: 'actions',
        headerName: t('appUsers.columns.actions'),
        width: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button size="small" variant="contained" disabled={busy} aria-label={t('requests.approveNamed', { name: `${row.first_name} ${row.surname}` })} onClick={() => void decide(() => decisions.approve(row.id), 'requests.approved')}>
              {t('requests.approve')}
            </Button>
            <Button size="small" color="error" disabled={busy} aria-label={t('requests.declineNamed', { name: `${row.first_name} ${row.surname}` })} onClick={() => setDeclining(row)}>
              {t('requests.decline')}
            </Button>
          </Stack>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language or busy state changes
    [intl, busy],
  );

  const closeDecline = () => {
    setDeclining(null);
    setReason('');
  };

  return (
    <>
      <PageHeader title={t('requests.title')} description={t('requests.description')} />
      <DataTable<AppUser>
        label={t('requests.title')}
        columns={columns}
        rows={data?.data ?? []}
        rowCount={data?.total ?? 0}
        query={query}
        onQueryChange={(next) => setParams(next.page > 1 ? { page: String(next.page), size: String(next.limit) } : {})}
        searchable={false}
        loading={isLoading}
        error={error ? t('table.loadFailedHint') : null}
        onRetry={() => void mutate()}
        labels={{ emptyTitle: t('requests.empty'), errorTitle: t('requests.loadFailed'), retry: t('table.retry'),
          loading: t('table.loading'), noResults: t('table.noResults') }}
      />
      <Dialog open={declining !== null} onClose={busy ? undefined : closeDecline} fullWidth maxWidth="sm">
        <DialogTitle>{t('requests.declineTitle', { name: declining ? `${declining.first_name} ${declining.surname}` : '' })}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('requests.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={closeDecline} disabled={busy}>
            {t('appUsers.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy || !reason.trim()}
            onClick={() => {
              const target = declining;
              if (!target) return;
              void decide(() => decisions.decline(target.id, reason.trim()), 'requests.declined').then(closeDecline);
            }}
          >
            {t('requests.decline')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
