import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { MessageState, OutboxMessage } from '../../../api/contracts/index.ts';
import { StatusChip, type StatusTone } from '../../../design-system/index.ts';
import type { Dates, Translate } from '../../../lib/index.ts';

const TONE: Record<MessageState, StatusTone> = { queued: 'neutral', sent: 'success', failed: 'danger' };

export interface MessageColumnsOptions {
  t: Translate;
  dates: Dates;
  /** A super admin looking across organisations: each row names its organisation. */
  showOrganisation: boolean;
  onRetry: (message: OutboxMessage) => void;
  /** The message being sent again, whose button waits. */
  retrying: string | null;
}

/** The outbox as an admin reads it: who, what, how it went, and a retry where it failed. */
export function messageColumns(o: MessageColumnsOptions): GridColDef<OutboxMessage>[] {
  const { t, dates } = o;
  const when = (value: string | null) => (value ? dates.dateTime(value) : '—');
  const columns: GridColDef<OutboxMessage>[] = [
    { field: 'to', headerName: t('messages.columns.to'), flex: 1, minWidth: 170, sortable: false },
    {
      field: 'subject',
      headerName: t('messages.columns.subject'),
      flex: 1.5,
      minWidth: 180,
      sortable: false,
    },
    {
      field: 'state',
      headerName: t('messages.columns.state'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <StatusChip tone={TONE[row.state]} label={t(`messages.states.${row.state}`)} />
      ),
    },
    {
      field: 'attempts',
      headerName: t('messages.columns.attempts'),
      type: 'number',
      width: 90,
      sortable: false,
    },
    {
      field: 'lastError',
      headerName: t('messages.columns.lastError'),
      flex: 1.5,
      minWidth: 200,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? '—',
      // The reason is often longer than the column: the whole of it on hover and to assistive technology.
      renderCell: ({ value, formattedValue }) => (
        <span title={typeof value === 'string' ? value : undefined}>{String(formattedValue)}</span>
      ),
    },
    {
      field: 'createdAt',
      headerName: t('messages.columns.createdAt'),
      width: 150,
      sortable: false,
      valueFormatter: when,
    },
    {
      field: 'sentAt',
      headerName: t('messages.columns.sentAt'),
      width: 170,
      sortable: false,
      // A queued message has not gone yet: when it will be tried again says more than a dash.
      valueGetter: (_v, row) =>
        row.sentAt
          ? dates.dateTime(row.sentAt)
          : row.nextAttemptAt
            ? t('messages.nextAttempt', { when: dates.dateTime(row.nextAttemptAt) })
            : '—',
    },
  ];
  if (o.showOrganisation)
    columns.unshift({
      field: 'organisation',
      headerName: t('messages.columns.organisation'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => row.organisation?.name ?? '—',
    });
  columns.push({
    field: 'actions',
    headerName: t('messages.columns.actions'),
    width: 100,
    sortable: false,
    renderCell: ({ row }) =>
      row.state === 'failed' ? (
        <Button
          size="small"
          variant="outlined"
          disabled={o.retrying === row.id}
          aria-label={t('messages.retryTo', { to: row.to })}
          onClick={() => o.onRetry(row)}
        >
          {t('messages.retry')}
        </Button>
      ) : null,
  });
  return columns;
}
