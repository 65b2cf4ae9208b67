import useSWR from 'swr';
import {
  appUsersEndpoints as endpoints,
  type USER_SORT_FIELDS,
  type AppCodeCard,
  type AppUserDetail,
  type AppUserUpdate,
  type BulkSubscriptionResult,
  type InviteRequest,
  type AppUserList,
  type PatientCreate,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export interface AppUserQuery {
  type: 2 | 3;
  page: number;
  size: number;
  search: string;
  sort: (typeof USER_SORT_FIELDS)[number];
  order: 'asc' | 'desc';
  /** An area id, or '' for every area. */
  area: string;
  /** The cursor the page before gave (`next_cursor`): asked in place of the page number. */
  cursor?: string | undefined;
}

/** SWR keys: every list page key starts with `appUserKeys.list`, every user with `appUserKeys.user`. */
export const appUserKeys = {
  list: endpoints.list.path,
  user: endpoints.detail.path,
  page: (q: AppUserQuery) =>
    [appUserKeys.list, q.type, q.page, q.size, q.search, q.sort, q.order, q.area, q.cursor ?? null] as const,
  detail: (id: string) => [appUserKeys.user, id] as const,
};

export const fetchAppUserPage = (client: ApiClient, q: AppUserQuery): Promise<AppUserList> =>
  client.call(endpoints.list, {
    query: {
      type: q.type,
      page: q.page,
      cursor: q.cursor,
      size: q.size,
      search: q.search || undefined,
      sort: q.sort,
      order: q.order,
      areas: q.area || undefined,
    },
  });

/**
 * A page of app users; `enabled: false` asks nothing (a picker whose dialog is closed). `answered`
 * hears each fetched page with the query it answers (the list keeps its `next_cursor`).
 */
export function useAppUserPage(
  q: AppUserQuery,
  enabled = true,
  answered?: (q: AppUserQuery, page: AppUserList) => void,
) {
  const client = useApiClient();
  return useSWR<AppUserList, ApiError>(
    enabled ? appUserKeys.page(q) : null,
    async () => {
      const page = await fetchAppUserPage(client, q);
      answered?.(q, page);
      return page;
    },
    {
      keepPreviousData: true,
    },
  );
}

/** One user with areas and status history (GET /api/user/:user_id). */
export const fetchAppUser = (client: ApiClient, id: string): Promise<AppUserDetail> =>
  client.call(endpoints.detail, { params: { user_id: id } });

export function useAppUser(id: string | undefined) {
  const client = useApiClient();
  return useSWR<AppUserDetail, ApiError>(id ? appUserKeys.detail(id) : null, () =>
    fetchAppUser(client, id ?? ''),
  );
}

/** Every cached list page and user: what any write on app users makes stale. */
const isAppUserRead = (key: unknown) =>
  Array.isArray(key) && (key[0] === appUserKeys.list || key[0] === appUserKeys.user);
const refreshAppUsers = revalidate(isAppUserRead);

/** POST /users/subscriptions (a guardian, who takes a seat) or /users/admins. */
export const inviteAppUser = (
  client: ApiClient,
  { kind, body }: { kind: 'guardian' | 'admin'; body: InviteRequest },
) => client.call(kind === 'guardian' ? endpoints.inviteGuardian : endpoints.inviteAdmin, { body });
export const useInviteAppUser = () => useWrite('app-users:invite', inviteAppUser, refreshAppUsers);

export const createPatient = (client: ApiClient, body: PatientCreate) =>
  client.call(endpoints.createPatient, { body });
export const useCreatePatient = () => useWrite('app-users:patient', createPatient, refreshAppUsers);

export const updateAppUser = (client: ApiClient, { id, body }: { id: string; body: AppUserUpdate }) =>
  client.call(endpoints.update, { params: { user_id: id }, body });
export const useUpdateAppUser = () => useWrite('app-users:update', updateAppUser, refreshAppUsers);

export const deactivateSubscription = (client: ApiClient, id: string) =>
  client.call(endpoints.deactivate, { params: { id } });
export const useDeactivateSubscription = () =>
  useWrite('app-users:deactivate', deactivateSubscription, refreshAppUsers);

/** PUT /users/subscriptions: a deactivated guardian takes a seat again (the server refuses an active one). */
export const renewSubscription = (client: ApiClient, id: string) =>
  client.call(endpoints.renew, { body: { user_id: id } });
export const useRenewSubscription = () => useWrite('app-users:renew', renewSubscription, refreshAppUsers);

/** Every row of the list is answered (created, exists, invalid, duplicate, over-limit). */
export const bulkSubscribe = async (client: ApiClient, emails: string[]): Promise<BulkSubscriptionResult[]> =>
  (await client.call(endpoints.bulkSubscribe, { body: { emails } })).data;
export const useBulkSubscribe = () => useWrite('app-users:bulk', bulkSubscribe, refreshAppUsers);

export const deleteAppUser = (client: ApiClient, id: string) =>
  client.call(endpoints.remove, { params: { id } });
export const useDeleteAppUser = () => useWrite('app-users:delete', deleteAppUser, refreshAppUsers);

/**
 * A staff user's or a guardian's second factors removed (they lost their phone or passkey): they enrol
 * again at next sign-in. A guardian's reset carries how the Lantern team checked it was them.
 */
export const resetSecondFactors = (
  client: ApiClient,
  { id, identityCheck }: { id: string; identityCheck?: string },
) =>
  client.call(endpoints.resetSecondFactors, {
    params: { id },
    body: identityCheck ? { identity_check: identityCheck } : {},
  });
export const useResetSecondFactors = () => useWrite('app-users:second-factors-reset', resetSecondFactors);

/** A child's new app code: the old one and the app's sessions end; the answer is the printable card. */
export const renewAppCode = (client: ApiClient, id: string): Promise<AppCodeCard> =>
  client.call(endpoints.renewAppCode, { params: { user_id: id } });
export const useRenewAppCode = () => useWrite('app-users:app-code', renewAppCode, refreshAppUsers);
