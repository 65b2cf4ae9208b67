import { useCallback, useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  MESSAGE_STATES,
  MESSAGES_WINDOW_DAYS,
  messageStateSchema,
  type OutboxMessage,
} from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import {
  tableData,
  useDates,
  useListParams,
  useT,
  useTableLabels,
  type ListParamsOptions,
} from '../../../lib/index.ts';
import { useMessages, useRetryMessage } from '../api/messages.ts';
import { messageColumns } from './message-columns.tsx';

const listOptions: ListParamsOptions<'state'> = { filters: ['state'] };

/** The last 30 days of e-mail, filtered by state and searched by address or subject; failed ones can be sent again. */
export function MessagesTable({ showOrganisation }: { showOrganisation: boolean }) {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const toast = useToast();
  const { query, filters, setQuery, setFilters } = useListParams(listOptions);
  const parsed = messageStateSchema.safeParse(filters.state);
  const state = parsed.success ? parsed.data : undefined;
  const page = useMessages({ page: query.page, size: query.limit, search: query.keyword, state });
  const reload = page.mutate;
  const { trigger } = useRetryMessage();
  const [retrying, setRetrying] = useState<string | null>(null);

  const retry = useCallback(
    async (message: OutboxMessage) => {
      setRetrying(message.id);
      try {
        const updated = await trigger(message.id);
        toast.success(t(updated.state === 'sent' ? 'messages.retrySent' : 'messages.retryQueued'));
      } catch (failure) {
        const moved = failure instanceof ApiError && failure.status === 409;
        toast.error(t(moved ? 'messages.retryConflict' : 'messages.retryFailed'));
        // 409: the outbox (or another admin) already moved it on; the list is asked again to show where.
        if (moved) void reload();
      } finally {
        setRetrying(null);
      }
    },
    [trigger, toast, t, reload],
  );

  const columns = useMemo(
    () => messageColumns({ t, dates, showOrganisation, retrying, onRetry: (m) => void retry(m) }),
    [t, dates, showOrganisation, retrying, retry],
  );

  return (
    <DataTable<OutboxMessage>
      label={t('messages.sentHeading', { days: MESSAGES_WINDOW_DAYS })}
      columns={columns}
      {...tableData(page, t)}
      query={query}
      onQueryChange={setQuery}
      filtered={Boolean(state)}
      filters={
        <TextField
          select
          size="small"
          label={t('messages.filter')}
          value={state ?? ''}
          onChange={(e) => setFilters({ state: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('messages.allStates')}</MenuItem>
          {MESSAGE_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`messages.states.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      }
      labels={tableLabels({
        search: t('messages.search'),
        emptyTitle: t('messages.empty', { days: MESSAGES_WINDOW_DAYS }),
        emptyDescription: t('messages.emptyDescription'),
        errorTitle: t('messages.loadFailed'),
      })}
    />
  );
}
