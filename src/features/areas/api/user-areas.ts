import useSWR from 'swr';
import { z } from 'zod';
import { userAreaSchema, userAreasAddSchema, type UserArea } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

/** SWR keys of the signed-in user's own areas (sign-out clears the whole cache). */
export const userAreaKeys = {
  list: ['/user-organisation-areas'] as const,
};

export const fetchUserAreas = (client: ApiClient): Promise<UserArea[]> =>
  client.request('/user-organisation-areas', { schema: z.array(userAreaSchema) });

export function useUserAreas() {
  const client = useApiClient();
  return useSWR<UserArea[], ApiError>(userAreaKeys.list, () => fetchUserAreas(client));
}

/** Joins areas; the answer is the user's whole list. */
export const joinAreas = (client: ApiClient, organisationAreaIds: string[]) =>
  client.request('/user-organisation-areas', {
    method: 'POST',
    body: { organisation_area_ids: organisationAreaIds },
    schema: z.array(userAreaSchema),
  });
export const useJoinAreas = () =>
  useWrite('user-areas:join', joinAreas, (mutate, all) =>
    mutate(userAreaKeys.list, all, { revalidate: false }),
  );

export const leaveArea = (client: ApiClient, membershipId: string) =>
  client.request(`/user-organisation-areas/${membershipId}`, { method: 'DELETE' });
export const useLeaveArea = () =>
  useWrite('user-areas:leave', leaveArea, (mutate, _answer, membershipId) =>
    mutate(userAreaKeys.list, (list?: UserArea[]) => list?.filter((a) => a.id !== membershipId), {
      revalidate: false,
    }),
  );

/** Replaces the whole choice in the area (every carousel); the answer is the membership. */
export const chooseContent = (
  client: ApiClient,
  { organisationAreaId, contentItemIds }: { organisationAreaId: string; contentItemIds: string[] },
) =>
  client.request(`/user-organisation-areas/${organisationAreaId}/content-items`, {
    method: 'POST',
    body: { content_item_ids: contentItemIds },
    schema: userAreaSchema,
  });
export const useChooseContent = () =>
  useWrite('user-areas:choose', chooseContent, (mutate, area) =>
    mutate(userAreaKeys.list, (list?: UserArea[]) => list?.map((a) => (a.id === area.id ? area : a)), {
      revalidate: false,
    }),
  );

/** The add form: at least one of the organisation's areas (the contract's rule and message). */
export const addUserAreasFormSchema = userAreasAddSchema.pick({ organisation_area_ids: true });
export type AddUserAreasForm = z.infer<typeof addUserAreasFormSchema>;
