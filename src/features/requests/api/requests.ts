import useSWR, { useSWRConfig } from 'swr';
import { appUserPageSchema, appUserSchema, type AppUser, type Paged } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

export const requestKeys = { list: '/requests', page: (page: number, size: number) => ['/requests', page, size] as const };

/** Spec §3: the request list shows status 1 (Request Approval). */
export function useRequestPage(page: number, size: number) {
  const client = useApiClient();
  // The previous page stays while the next loads: with no row count the grid would go back to page 1.
  return useSWR<Paged<AppUser>, ApiError>(
    requestKeys.page(page, size),
    () => client.request('/requests', { query: { page, size, status: 1 }, schema: appUserPageSchema }),
    { keepPreviousData: true },
  );
}

export function useRequestDecisions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => Array.isArray(key) && key[0] === requestKeys.list, undefined, { revalidate: true });
  return {
    async approve(id: string) {
      await client.request(`/requests/${id}/approve`, { method: 'POST', schema: appUserSchema });
      await refresh();
    },
    async decline(id: string, reason: string) {
      await client.request(`/requests/${id}/decline`, { method: 'POST', body: { reason } });
      await refresh();
    },
  };
}
