import useSWR from 'swr';
import {
  messagesEndpoints as endpoints,
  type MessagesQuery,
  type OutboxMessage,
  type Paged,
  type ScheduledOverview,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

/** One key family: a retry changes a row of whichever cached page holds it. */
export const messageKeys = {
  list: endpoints.list.path,
  page: (q: MessagesQuery) => [endpoints.list.path, q.page, q.size, q.search ?? '', q.state ?? ''] as const,
  scheduled: endpoints.scheduled.path,
};

export const fetchMessages = (client: ApiClient, q: MessagesQuery): Promise<Paged<OutboxMessage>> =>
  client.call(endpoints.list, {
    query: { page: q.page, size: q.size, state: q.state, search: q.search || undefined },
  });

/** What Lantern e-mailed in the last 30 days: the organisation's, or every organisation's for a super admin without one selected. */
export function useMessages(q: MessagesQuery) {
  const client = useApiClient();
  return useSWR<Paged<OutboxMessage>, ApiError>(messageKeys.page(q), () => fetchMessages(client, q), {
    keepPreviousData: true,
  });
}

export const fetchScheduledWork = (client: ApiClient): Promise<ScheduledOverview> =>
  client.call(endpoints.scheduled);

/** What will happen later, and the scheduled changes that failed. */
export function useScheduledWork() {
  const client = useApiClient();
  return useSWR<ScheduledOverview, ApiError>(messageKeys.scheduled, () => fetchScheduledWork(client));
}

const isMessagesPage = (key: unknown) => Array.isArray(key) && key[0] === messageKeys.list;

export const retryMessage = (client: ApiClient, id: string) =>
  client.call(endpoints.retry, { params: { id } });

/**
 * Sends a failed message again. The answer replaces its row at once (the admin sees it queued or
 * sent without waiting), then every cached page is asked again, since a filtered page may lose it.
 */
export const useRetryMessage = () =>
  useWrite('messages:retry', retryMessage, (mutate, updated) =>
    mutate(
      isMessagesPage,
      (page: Paged<OutboxMessage> | undefined) =>
        page && { ...page, data: page.data.map((m) => (m.id === updated.id ? updated : m)) },
      { revalidate: true },
    ),
  );
