import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import {
  FEATURE_CODES,
  languageSchema,
  organisationPageSchema,
  organisationSchema,
  type Organisation,
  type Paged,
} from '../../../api/contracts/index.ts';
import type { ASSET_KINDS } from '../../../api/contracts/index.ts';

export type AssetKind = (typeof ASSET_KINDS)[number];
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';

export interface OrganisationQuery {
  page: number;
  size: number;
  keyword: string;
}

/** SWR keys of this domain: every list page key starts with `organisationKeys.list`. */
export const organisationKeys = {
  list: '/organisation',
  page: (q: OrganisationQuery) => [organisationKeys.list, q.page, q.size, q.keyword] as const,
};

export const fetchOrganisationPage = (client: ApiClient, q: OrganisationQuery): Promise<Paged<Organisation>> =>
  client.request('/organisation', {
    query: { page: q.page, size: q.size, keyword: q.keyword || undefined },
    schema: organisationPageSchema,
  });

export function useOrganisationPage(q: OrganisationQuery) {
  const client = useApiClient();
  return useSWR<Paged<Organisation>, ApiError>(organisationKeys.page(q), () => fetchOrganisationPage(client, q), {
    keepPreviousData: true,
  });
}

/** The create/edit form; messages are locale keys. */
export const organisationFormSchema = z.object({
  name: z.string().trim().min(1, { message: 'organisations.form.nameRequired' }).max(200),
  url_code: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/i, { message: 'organisations.form.codeFormat' }),
  language: languageSchema,
  area_seats: z.coerce.number<string | number>().int({ message: 'organisations.form.seatsFormat' }).min(0, { message: 'organisations.form.seatsFormat' }),
  features: z.array(z.enum(FEATURE_CODES)),
  enable_custom_asset: z.boolean(),
});
export type OrganisationForm = z.infer<typeof organisationFormSchema>;
export type OrganisationFormInput = z.input<typeof organisationFormSchema>;

/** Create, update and delete; each refreshes every cached list page. */
export function useOrganisationWrites() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => Array.isArray(key) && key[0] === organisationKeys.list, undefined, { revalidate: true });
  return {
    async create(form: OrganisationForm) {
      const created = await client.request('/organisation', { method: 'POST', body: form, schema: organisationSchema });
      await refresh();
      return created;
    },
    async update(id: string, form: OrganisationForm) {
      const updated = await client.request(`/organisation/${id}`, { method: 'PUT', body: form, schema: organisationSchema });
      await refresh();
      return updated;
    },
    async remove(id: string) {
      await client.request(`/organisation/${id}`, { method: 'DELETE' });
      await refresh();
    },
    /** Sends a logo or white logo; the answer is the organisation with its new image address. */
    async uploadAsset(id: string, kind: AssetKind, file: Blob) {
      const updated = await client.request(`/organisation/${id}/assets/${kind}`, {
        method: 'PUT',
        body: file,
        schema: organisationSchema,
      });
      await refresh();
      return updated;
    },
  };
}
