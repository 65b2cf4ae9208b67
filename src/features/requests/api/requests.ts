import useSWR from 'swr';
import { requestsEndpoints as endpoints, type AppUser, type Paged } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export const requestKeys = {
  list: endpoints.list.path,
  page: (page: number, size: number) => [endpoints.list.path, page, size] as const,
};

/** Spec §3: the request list shows status 1 (Request Approval). */
export const fetchRequestPage = (client: ApiClient, page: number, size: number): Promise<Paged<AppUser>> =>
  client.call(endpoints.list, { query: { page, size, status: 1 } });

export function useRequestPage(page: number, size: number) {
  const client = useApiClient();
  // The previous page stays while the next loads: with no row count the grid would go back to page 1.
  return useSWR<Paged<AppUser>, ApiError>(
    requestKeys.page(page, size),
    () => fetchRequestPage(client, page, size),
    {
      keepPreviousData: true,
    },
  );
}

/** A decided request leaves the list: every cached page is stale. */
const refreshRequests = revalidate((key) => Array.isArray(key) && key[0] === requestKeys.list);

/** POST /requests/{id}/approve: the account awaits activation and its owner gets the e-mail. */
export const approveRequest = (client: ApiClient, id: string) =>
  client.call(endpoints.approve, { params: { id } });
export const useApproveRequest = () => useWrite('requests:approve', approveRequest, refreshRequests);

export const declineRequest = (client: ApiClient, { id, reason }: { id: string; reason: string }) =>
  client.call(endpoints.decline, { params: { id }, body: { reason } });
export const useDeclineRequest = () => useWrite('requests:decline', declineRequest, refreshRequests);
