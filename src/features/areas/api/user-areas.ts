import useSWR from 'swr';
import { z } from 'zod';
import {
  userAreasAddSchema,
  areasMembershipsEndpoints as endpoints,
  type UserArea,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

/** SWR keys of the signed-in user's own areas (sign-out clears the whole cache). */
export const userAreaKeys = {
  list: [endpoints.list.path] as const,
};

export const fetchUserAreas = (client: ApiClient): Promise<UserArea[]> => client.call(endpoints.list);

export function useUserAreas() {
  const client = useApiClient();
  return useSWR<UserArea[], ApiError>(userAreaKeys.list, () => fetchUserAreas(client));
}

/** Joins areas; the answer is the user's whole list. */
export const joinAreas = (client: ApiClient, organisationAreaIds: string[]) =>
  client.call(endpoints.add, { body: { organisation_area_ids: organisationAreaIds } });
export const useJoinAreas = () =>
  useWrite('user-areas:join', joinAreas, (mutate, all) =>
    mutate(userAreaKeys.list, all, { revalidate: false }),
  );

export const leaveArea = (client: ApiClient, membershipId: string) =>
  client.call(endpoints.remove, { params: { id: membershipId } });
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
  client.call(endpoints.setContentItems, {
    params: { organisation_area_id: organisationAreaId },
    body: { content_item_ids: contentItemIds },
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
