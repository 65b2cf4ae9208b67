import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import {
  cmsPageListSchema,
  cmsPreviewSchema,
  cmsPublishedSchema,
  cmsSettingsSchema,
  cmsVersionListSchema,
  type CmsPageList,
  type CmsPreview,
  type CmsPublished,
  type CmsSettings,
  type CmsVersion,
} from '../../../api/contracts/hospital-information.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { cmsKeys } from './keys.ts';

/** The organisation whose information is shown (the super admin's selected one). */
export const useOrganisationId = (): string | null => useAtomValue(sessionAtom)?.organisation?.id ?? null;

/** GET /organisation-cms/latest: every page as admins edit it. */
export function useLatestPages() {
  const client = useApiClient();
  const organisationId = useOrganisationId();
  return useSWR<CmsPageList, ApiError>(organisationId ? cmsKeys.latest(organisationId) : null, () =>
    client.request('/organisation-cms/latest', { schema: cmsPageListSchema }),
  );
}

/** GET /organisation-cms/published: what guardians see. `enabled` false fetches nothing. */
export function usePublished(enabled = true) {
  const client = useApiClient();
  const organisationId = useOrganisationId();
  return useSWR<CmsPublished, ApiError>(
    enabled && organisationId ? cmsKeys.published(organisationId) : null,
    () => client.request('/organisation-cms/published', { schema: cmsPublishedSchema }),
  );
}

/** GET /organisation-cms/preview: the drafts exactly as guardians will see them. */
export function usePreview() {
  const client = useApiClient();
  const organisationId = useOrganisationId();
  return useSWR<CmsPreview, ApiError>(organisationId ? cmsKeys.preview(organisationId) : null, () =>
    client.request('/organisation-cms/preview', { schema: cmsPreviewSchema }),
  );
}

/** GET /organisation-cms/settings: order, visibility, contact details and visiting hours. */
export function useSettings() {
  const client = useApiClient();
  const organisationId = useOrganisationId();
  return useSWR<CmsSettings, ApiError>(organisationId ? cmsKeys.settings(organisationId) : null, () =>
    client.request('/organisation-cms/settings', { schema: cmsSettingsSchema }),
  );
}

/** GET /organisation-cms/pages/:pageNumber/versions, newest first. */
export function useVersions(pageNumber: number | null) {
  const client = useApiClient();
  const organisationId = useOrganisationId();
  return useSWR<CmsVersion[], ApiError>(
    organisationId && pageNumber !== null ? cmsKeys.versions(organisationId, pageNumber) : null,
    async () =>
      (
        await client.request(`/organisation-cms/pages/${pageNumber}/versions`, {
          schema: cmsVersionListSchema,
        })
      ).data,
  );
}
