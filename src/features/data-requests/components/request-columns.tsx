import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { daysLeft, type DataRequest, type DataRequestState } from '../../../api/contracts/data-requests.ts';
import { StatusChip, type StatusTone } from '../../../design-system/index.ts';
import type { Dates, Translate } from '../../../lib/index.ts';

const TONE: Record<DataRequestState, StatusTone> = {
  received: 'warning',
  approved: 'dark',
  done: 'success',
  refused: 'neutral',
};

export interface RequestColumnsOptions {
  t: Translate;
  dates: Dates;
  /** Today in London (`YYYY-MM-DD`): the legal clock counts London days. */
  today: string;
  onApprove: (request: DataRequest) => void;
  onRefuse: (request: DataRequest) => void;
}

/** The days an open request has left, or by how many it is overdue (danger), or nothing once decided. */
function clock(o: RequestColumnsOptions, row: DataRequest) {
  if (row.state !== 'received') return null;
  const left = daysLeft(row.due_on, o.today);
  return left < 0 ? (
    <StatusChip tone="danger" label={o.t('dataRequests.queue.overdue', { days: -left })} />
  ) : (
    <StatusChip
      tone={left <= 7 ? 'warning' : 'neutral'}
      label={o.t('dataRequests.queue.daysLeft', { days: left })}
    />
  );
}

/** The queue as an admin reads it: who asked, when, by when to answer, and the decision. */
export function requestColumns(o: RequestColumnsOptions): GridColDef<DataRequest>[] {
  const { t, dates } = o;
  return [
    {
      field: 'requester',
      headerName: t('dataRequests.queue.columns.requester'),
      flex: 1,
      minWidth: 170,
      sortable: false,
      valueGetter: (_v, row) => row.requester.name || row.requester.email || t('dataRequests.queue.erased'),
    },
    {
      field: 'email',
      headerName: t('dataRequests.queue.columns.email'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueGetter: (_v, row) => row.requester.email ?? '—',
    },
    {
      field: 'state',
      headerName: t('dataRequests.queue.columns.state'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <StatusChip tone={TONE[row.state]} label={t(`dataRequests.states.${row.state}`)} />
      ),
    },
    {
      field: 'received_at',
      headerName: t('dataRequests.queue.columns.received'),
      width: 120,
      sortable: false,
      valueFormatter: (value: string) => dates.date(value),
    },
    {
      field: 'due_on',
      headerName: t('dataRequests.queue.columns.due'),
      width: 120,
      sortable: false,
      valueFormatter: (value: string) => dates.date(value),
    },
    {
      field: 'left',
      headerName: t('dataRequests.queue.columns.left'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => clock(o, row),
    },
    {
      field: 'actions',
      headerName: t('dataRequests.queue.columns.actions'),
      width: 210,
      sortable: false,
      renderCell: ({ row }) =>
        row.state === 'received' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              variant="contained"
              aria-label={t('dataRequests.queue.approveFor', { name: row.requester.name })}
              onClick={() => o.onApprove(row)}
            >
              {t('dataRequests.queue.approve')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              aria-label={t('dataRequests.queue.refuseFor', { name: row.requester.name })}
              onClick={() => o.onRefuse(row)}
            >
              {t('dataRequests.queue.refuse')}
            </Button>
          </Stack>
        ) : (
          (row.refusal_reason ?? '')
        ),
    },
  ];
}
