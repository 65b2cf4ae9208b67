import useSWR, { useSWRConfig } from 'swr';
import {
  appUserPageSchema,
  appUserSchema,
  type AppUser,
  type InviteRequest,
  type Paged,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';

export interface AppUserQuery {
  type: 2 | 3;
  page: number;
  size: number;
  search: string;
  sort: string;
  order: 'asc' | 'desc';
}

/** SWR keys: every list page key starts with `appUserKeys.list`. */
export const appUserKeys = {
  list: '/users',
  page: (q: AppUserQuery) => [appUserKeys.list, q.type, q.page, q.size, q.search, q.sort, q.order] as const,
};

export const fetchAppUserPage = (client: ApiClient, q: AppUserQuery): Promise<Paged<AppUser>> =>
  client.request('/users', {
    query: { type: q.type, page: q.page, size: q.size, search: q.search || undefined, sort: q.sort, order: q.order },
    schema: appUserPageSchema,
  });

export function useAppUserPage(q: AppUserQuery) {
  const client = useApiClient();
  return useSWR<Paged<AppUser>, ApiError>(appUserKeys.page(q), () => fetchAppUserPage(client, q), { keepPreviousData: true });
}

/** Invitations and deletion; each refreshes every cached list page. */
export function useAppUserWrites() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => Array.isArray(key) && key[0] === appUserKeys.list, undefined, { revalidate: true });
  return {
    async invite(kind: 'guardian' | 'admin', body: InviteRequest) {
      const path = kind === 'guardian' ? '/users/subscriptions' : '/users/admins';
      const user = await client.request(path, { method: 'POST', body, schema: appUserSchema });
      await refresh();
      return user;
    },
    async remove(id: string) {
      await client.request(`/user/${id}`, { method: 'DELETE' });
      await refresh();
    },
  };
}
