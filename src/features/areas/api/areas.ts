import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import {
  contentItemsResponseSchema,
  organisationAreaSchema,
  type ContentItemsResponse,
  type OrganisationArea,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

export const areaKeys = {
  list: (organisationId: string) => ['/areas', organisationId] as const,
  items: (areaId: string) => ['/area-items', areaId] as const,
};

export function useAreas(organisationId: string | null) {
  const client = useApiClient();
  return useSWR<OrganisationArea[], ApiError>(organisationId ? areaKeys.list(organisationId) : null, () =>
    client.request(`/organisations/${organisationId}/areas`, { schema: z.array(organisationAreaSchema) }),
  );
}

export function useAreaItems(areaId: string | null) {
  const client = useApiClient();
  return useSWR<ContentItemsResponse, ApiError>(areaId ? areaKeys.items(areaId) : null, () =>
    client.request(`/organisation-areas/${areaId}/content-items`, { schema: contentItemsResponseSchema }),
  );
}

export const areaFormSchema = z.object({
  name: z.string().trim().min(1, { message: 'areas.nameRequired' }).max(120),
  description: z.string().trim().max(500),
});
export type AreaForm = z.infer<typeof areaFormSchema>;

export function useAreaWrites(organisationId: string | null) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = () => (organisationId ? mutate(areaKeys.list(organisationId)) : Promise.resolve());
  return {
    async save(form: AreaForm, id?: string) {
      const body = { name: form.name, description: form.description || null };
      const area = id
        ? await client.request(`/organisation-areas/${id}`, { method: 'PUT', body, schema: organisationAreaSchema })
        : await client.request('/organisation-areas', { method: 'POST', body, schema: organisationAreaSchema });
      await refresh();
      return area;
    },
    async remove(id: string) {
      await client.request(`/organisation-areas/${id}`, { method: 'DELETE' });
      await refresh();
    },
    async toggleItem(areaId: string, itemId: string, on: boolean) {
      const body = on ? { attach_content_item_ids: [itemId] } : { detach_content_item_ids: [itemId] };
      const items = await client.request(`/organisation-areas/${areaId}/content-items`, { method: 'POST', body, schema: contentItemsResponseSchema });
      await mutate(areaKeys.items(areaId), items, { revalidate: false });
    },
  };
}
