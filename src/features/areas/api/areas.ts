import useSWR from 'swr';
import { z } from 'zod';
import {
  areasEndpoints as endpoints,
  type ContentItemsResponse,
  type OrganisationArea,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export const areaKeys = {
  list: (organisationId: string) => [endpoints.list.path, organisationId] as const,
  items: (areaId: string) => [endpoints.contentItems.path, areaId] as const,
};

export const fetchAreas = (client: ApiClient, organisationId: string): Promise<OrganisationArea[]> =>
  client.call(endpoints.list, { params: { id: organisationId } });

export function useAreas(organisationId: string | null) {
  const client = useApiClient();
  return useSWR<OrganisationArea[], ApiError>(organisationId ? areaKeys.list(organisationId) : null, () =>
    fetchAreas(client, organisationId ?? ''),
  );
}

/** The carousels' items with whether the area shows each. */
export const fetchAreaItems = (client: ApiClient, areaId: string): Promise<ContentItemsResponse> =>
  client.call(endpoints.contentItems, { params: { id: areaId } });

export function useAreaItems(areaId: string | null) {
  const client = useApiClient();
  return useSWR<ContentItemsResponse, ApiError>(areaId ? areaKeys.items(areaId) : null, () =>
    fetchAreaItems(client, areaId ?? ''),
  );
}

export const areaFormSchema = z.object({
  name: z.string().trim().min(1, { message: 'areas.nameRequired' }).max(120),
  description: z.string().trim().max(500),
});
export type AreaForm = z.infer<typeof areaFormSchema>;

/** Every organisation's cached area list: what creating, renaming or deleting an area makes stale. */
const refreshAreaLists = revalidate((key) => Array.isArray(key) && key[0] === endpoints.list.path);

/** POST /organisation-areas, or PUT /organisation-areas/{id} when `id` is given. */
export const saveArea = (client: ApiClient, { form, id }: { form: AreaForm; id?: string }) => {
  const body = { name: form.name, description: form.description || null };
  return id
    ? client.call(endpoints.update, { params: { id }, body })
    : client.call(endpoints.create, { body });
};
export const useSaveArea = () => useWrite('areas:save', saveArea, refreshAreaLists);

export const deleteArea = (client: ApiClient, id: string) =>
  client.call(endpoints.remove, { params: { id } });
export const useDeleteArea = () => useWrite('areas:delete', deleteArea, refreshAreaLists);

/** Switches one carousel item on or off in an area; the answer is the area's whole catalogue. */
export const toggleAreaItem = (
  client: ApiClient,
  { areaId, itemId, on }: { areaId: string; itemId: string; on: boolean },
) =>
  client.call(endpoints.changeContentItems, {
    params: { id: areaId },
    body: on ? { attach_content_item_ids: [itemId] } : { detach_content_item_ids: [itemId] },
  });
export const useToggleAreaItem = () =>
  useWrite('areas:item', toggleAreaItem, (mutate, items, { areaId }) =>
    mutate(areaKeys.items(areaId), items, { revalidate: false }),
  );
