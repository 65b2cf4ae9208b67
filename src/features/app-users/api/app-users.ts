import useSWR, { useSWRConfig } from 'swr';
import {
  appUserDetailSchema,
  appUserPageSchema,
  appUserSchema,
  bulkSubscriptionResponseSchema,
  type AppUser,
  type AppUserDetail,
  type AppUserUpdate,
  type BulkSubscriptionResult,
  type InviteRequest,
  type Paged,
  type PatientCreate,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';

export interface AppUserQuery {
  type: 2 | 3;
  page: number;
  size: number;
  search: string;
  sort: string;
  order: 'asc' | 'desc';
  /** An area id, or '' for every area. */
  area: string;
}

/** SWR keys: every list page key starts with `appUserKeys.list`, every user with `appUserKeys.user`. */
export const appUserKeys = {
  list: '/users',
  user: '/user',
  page: (q: AppUserQuery) => [appUserKeys.list, q.type, q.page, q.size, q.search, q.sort, q.order, q.area] as const,
  detail: (id: string) => [appUserKeys.user, id] as const,
};

export const fetchAppUserPage = (client: ApiClient, q: AppUserQuery): Promise<Paged<AppUser>> =>
  client.request('/users', {
    query: {
      type: q.type,
      page: q.page,
      size: q.size,
      search: q.search || undefined,
      sort: q.sort,
      order: q.order,
      areas: q.area || undefined,
    },
    schema: appUserPageSchema,
  });

export function useAppUserPage(q: AppUserQuery) {
  const client = useApiClient();
  return useSWR<Paged<AppUser>, ApiError>(appUserKeys.page(q), () => fetchAppUserPage(client, q), { keepPreviousData: true });
}

/** One user with areas and status history (GET /api/user/:user_id). */
export function useAppUser(id: string | undefined) {
  const client = useApiClient();
  return useSWR<AppUserDetail, ApiError>(id ? appUserKeys.detail(id) : null, () =>
    client.request(`/user/${id ?? ''}`, { schema: appUserDetailSchema }),
  );
}

/** Every write on app users; each refreshes the cached lists and users. */
export function useAppUserWrites() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => Array.isArray(key) && (key[0] === appUserKeys.list || key[0] === appUserKeys.user), undefined, {
      revalidate: true,
    });
  const after = async <T,>(result: Promise<T>) => {
    const value = await result;
    await refresh();
    return value;
  };
  return {
    invite(kind: 'guardian' | 'admin', body: InviteRequest) {
      const path = kind === 'guardian' ? '/users/subscriptions' : '/users/admins';
      return after(client.request(path, { method: 'POST', body, schema: appUserSchema }));
    },
    createPatient(body: PatientCreate) {
      return after(client.request('/users/patients', { method: 'POST', body, schema: appUserSchema }));
    },
    update(id: string, body: AppUserUpdate) {
      return after(client.request(`/user/${id}`, { method: 'PUT', body, schema: appUserDetailSchema }));
    },
    deactivate(id: string) {
      return after(client.request(`/user-subscription/deactivate/${id}`, { method: 'DELETE', schema: appUserSchema }));
    },
    renew(id: string) {
      return after(client.request('/users/subscriptions', { method: 'PUT', body: { user_id: id }, schema: appUserSchema }));
    },
    async bulkSubscribe(emails: string[]): Promise<BulkSubscriptionResult[]> {
      const result = await after(
        client.request('/users/bulk-subscriptions', {
          method: 'POST',
          body: { emails },
          schema: bulkSubscriptionResponseSchema,
        }),
      );
      return result.data;
    },
    remove(id: string) {
      return after(client.request(`/user/${id}`, { method: 'DELETE' }));
    },
  };
}
