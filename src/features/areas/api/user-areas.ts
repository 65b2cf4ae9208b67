import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { userAreaSchema, userAreasAddSchema, type UserArea } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

/** SWR keys of the signed-in user's own areas (sign-out clears the whole cache). */
export const userAreaKeys = {
  list: ['/user-organisation-areas'] as const,
};

export function useUserAreas() {
  const client = useApiClient();
  return useSWR<UserArea[], ApiError>(userAreaKeys.list, () =>
    client.request('/user-organisation-areas', { schema: z.array(userAreaSchema) }),
  );
}

/** Joining and leaving areas and choosing content; each answer updates the cached list. */
export function useUserAreaWrites() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return {
    async add(organisationAreaIds: string[]) {
      const all = await client.request('/user-organisation-areas', {
        method: 'POST',
        body: { organisation_area_ids: organisationAreaIds },
        schema: z.array(userAreaSchema),
      });
      await mutate(userAreaKeys.list, all, { revalidate: false });
      return all;
    },
    async remove(membershipId: string) {
      await client.request(`/user-organisation-areas/${membershipId}`, { method: 'DELETE' });
      await mutate(userAreaKeys.list, (list?: UserArea[]) => list?.filter((a) => a.id !== membershipId), {
        revalidate: false,
      });
    },
    /** Replaces the whole choice in the area (every carousel). */
    async choose(organisationAreaId: string, contentItemIds: string[]) {
      const area = await client.request(`/user-organisation-areas/${organisationAreaId}/content-items`, {
        method: 'POST',
        body: { content_item_ids: contentItemIds },
        schema: userAreaSchema,
      });
      await mutate(
        userAreaKeys.list,
        (list?: UserArea[]) => list?.map((a) => (a.id === area.id ? area : a)),
        { revalidate: false },
      );
      return area;
    },
  };
}

/** The add form: at least one of the organisation's areas (the contract's rule and message). */
export const addUserAreasFormSchema = userAreasAddSchema.pick({ organisation_area_ids: true });
export type AddUserAreasForm = z.infer<typeof addUserAreasFormSchema>;
