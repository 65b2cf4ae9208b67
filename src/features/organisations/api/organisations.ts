import useSWR from 'swr';
import { z } from 'zod';
import {
  organisationsAssetsEndpoints,
  FEATURE_CODES,
  UNREAD_EMAIL_HOURS,
  languageSchema,
  organisationsEndpoints as endpoints,
  type OrganisationListItem,
  type Paged,
} from '../../../api/contracts/index.ts';
import type { ASSET_KINDS } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export type AssetKind = (typeof ASSET_KINDS)[number];

export interface OrganisationQuery {
  page: number;
  size: number;
  search: string;
}

/** SWR keys of this domain: every list page key starts with `organisationKeys.list`. */
export const organisationKeys = {
  list: endpoints.list.path,
  page: (q: OrganisationQuery) => [organisationKeys.list, q.page, q.size, q.search] as const,
};

export const fetchOrganisationPage = (
  client: ApiClient,
  q: OrganisationQuery,
): Promise<Paged<OrganisationListItem>> =>
  client.call(endpoints.list, { query: { page: q.page, size: q.size, keyword: q.search || undefined } });

export function useOrganisationPage(q: OrganisationQuery) {
  const client = useApiClient();
  return useSWR<Paged<OrganisationListItem>, ApiError>(
    organisationKeys.page(q),
    () => fetchOrganisationPage(client, q),
    {
      keepPreviousData: true,
    },
  );
}

/** A brand colour as the server takes it: # and six hex digits. */
export const BRAND_COLOUR = /^#[0-9a-f]{6}$/i;

/** The create/edit form; messages are locale keys. */
export const organisationFormSchema = z.object({
  name: z.string().trim().min(1, { message: 'organisations.form.nameRequired' }).max(200),
  url_code: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/i, { message: 'organisations.form.codeFormat' }),
  language: languageSchema,
  area_seats: z.coerce
    .number<string | number>()
    .int({ message: 'organisations.form.seatsFormat' })
    .min(0, { message: 'organisations.form.seatsFormat' }),
  features: z.array(z.enum(FEATURE_CODES)),
  enable_custom_asset: z.boolean(),
  require_admin_second_factor: z.boolean(),
  require_captions: z.boolean(),
  /** Empty: off. */
  unread_email_hours: z
    .union([
      z.literal(''),
      z.coerce
        .number<string | number>()
        .int({ message: 'organisations.form.unreadEmailHoursRange' })
        .min(UNREAD_EMAIL_HOURS.min, { message: 'organisations.form.unreadEmailHoursRange' })
        .max(UNREAD_EMAIL_HOURS.max, { message: 'organisations.form.unreadEmailHoursRange' }),
    ])
    .transform((hours) => (hours === '' ? null : hours)),
  /** Empty: the product's own colour. */
  brand_color: z
    .string()
    .trim()
    .refine((colour) => colour === '' || BRAND_COLOUR.test(colour), {
      message: 'organisations.form.colourFormat',
    })
    .transform((colour) => (colour === '' ? null : colour.toLowerCase())),
});
export type OrganisationForm = z.infer<typeof organisationFormSchema>;
export type OrganisationFormInput = z.input<typeof organisationFormSchema>;

/** Every cached page of the list: what a create, update, delete or new image makes stale. */
const isOrganisationPage = (key: unknown) => Array.isArray(key) && key[0] === organisationKeys.list;

export const createOrganisation = (client: ApiClient, form: OrganisationForm) =>
  client.call(endpoints.create, { body: form });
export const useCreateOrganisation = () =>
  useWrite('organisations:create', createOrganisation, revalidate(isOrganisationPage));

export const updateOrganisation = (client: ApiClient, { id, form }: { id: string; form: OrganisationForm }) =>
  client.call(endpoints.update, { params: { id }, body: form });
export const useUpdateOrganisation = () =>
  useWrite('organisations:update', updateOrganisation, revalidate(isOrganisationPage));

export const deleteOrganisation = (client: ApiClient, id: string) =>
  client.call(endpoints.remove, { params: { id } });
export const useDeleteOrganisation = () =>
  useWrite('organisations:delete', deleteOrganisation, revalidate(isOrganisationPage));

/** Sends a logo or white logo; the answer is the organisation with its new image address. */
export const uploadOrganisationAsset = (
  client: ApiClient,
  { id, kind, file }: { id: string; kind: AssetKind; file: Blob },
) => client.call(organisationsAssetsEndpoints.upload, { params: { id, kind }, body: file });
export const useUploadOrganisationAsset = () =>
  useWrite('organisations:asset', uploadOrganisationAsset, revalidate(isOrganisationPage));
