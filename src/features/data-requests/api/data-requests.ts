import useSWR, { type ScopedMutator } from 'swr';
// Straight from the module, not the contracts' index: the account page must not load every contract.
import {
  dataRequestsEndpoints as endpoints,
  type DataExportFormat,
  type DataRequest,
  type DataRequestListQuery,
  type DeletionPreview,
} from '../../../api/contracts/data-requests.ts';
import type { Paged } from '../../../api/contracts/pagination.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

/** One key family: a decision changes a row of whichever cached page holds it. */
export const dataRequestKeys = {
  mine: endpoints.mine.path,
  list: endpoints.list.path,
  page: (q: DataRequestListQuery) => [endpoints.list.path, q.page, q.size, q.state ?? ''] as const,
  /** Not under `list`: a decision's row update must not touch it. */
  preview: (id: string) => [endpoints.preview.path, id] as const,
};

/** The family's data as a file: the session's bearer goes with it, so it cannot be a plain link. */
export const fetchFamilyData = (client: ApiClient, format: DataExportFormat) =>
  client.download(endpoints.exportData, { query: { format } });

export const fetchMyRequests = (client: ApiClient): Promise<DataRequest[]> => client.call(endpoints.mine);

/** The guardian's own requests, newest first. */
export function useMyDataRequests() {
  const client = useApiClient();
  return useSWR<DataRequest[], ApiError>(dataRequestKeys.mine, () => fetchMyRequests(client));
}

export const askDeletion = (client: ApiClient, reason: string | undefined) =>
  client.call(endpoints.create, { body: { kind: 'deletion', reason: reason || undefined } });

/** Asks for the family's data to be deleted; the new request heads the guardian's list at once. */
export const useAskDeletion = () =>
  useWrite('data-requests:ask', askDeletion, (mutate, created) =>
    mutate(dataRequestKeys.mine, (list: DataRequest[] | undefined) => [created, ...(list ?? [])], {
      revalidate: false,
    }),
  );

export const fetchDataRequests = (client: ApiClient, q: DataRequestListQuery): Promise<Paged<DataRequest>> =>
  client.call(endpoints.list, { query: { page: q.page, size: q.size, state: q.state } });

/** The organisation's requests, open ones by due day first. */
export function useDataRequests(q: DataRequestListQuery) {
  const client = useApiClient();
  return useSWR<Paged<DataRequest>, ApiError>(dataRequestKeys.page(q), () => fetchDataRequests(client, q), {
    keepPreviousData: true,
  });
}

const isQueuePage = (key: unknown) => Array.isArray(key) && key[0] === dataRequestKeys.list;

const replaceRow = (mutate: ScopedMutator, updated: DataRequest) =>
  mutate(
    isQueuePage,
    (page: Paged<DataRequest> | undefined) =>
      page && { ...page, data: page.data.map((r) => (r.id === updated.id ? updated : r)) },
    { revalidate: true },
  );

export const approveRequest = (client: ApiClient, id: string) =>
  client.call(endpoints.approve, { params: { id } });

export const refuseRequest = (client: ApiClient, { id, reason }: { id: string; reason: string }) =>
  client.call(endpoints.refuse, { params: { id }, body: { reason } });

export const useApproveRequest = () => useWrite('data-requests:approve', approveRequest, replaceRow);
export const useRefuseRequest = () => useWrite('data-requests:refuse', refuseRequest, replaceRow);

/** Before approving: which of the requester's children the deletion erases and which stay. */
export function useDeletionPreview(id: string | null) {
  const client = useApiClient();
  return useSWR<DeletionPreview, ApiError>(id ? dataRequestKeys.preview(id) : null, () =>
    client.call(endpoints.preview, { params: { id: id ?? '' } }),
  );
}
