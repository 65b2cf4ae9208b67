import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import { hospitalInformationEndpoints as endpoints } from '../../../api/contracts/hospital-information-endpoints.ts';
import type {
  CmsPageList,
  CmsPreview,
  CmsPublished,
  CmsSettings,
  CmsVersion,
} from '../../../api/contracts/hospital-information.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { cmsKeys } from './keys.ts';

/** The organisation whose information is shown (the super admin's selected one). */
export const useOrganisationId = (): string | null => useAtomValue(sessionAtom)?.organisation?.id ?? null;

/** Every page as admins edit it. */
export function useLatestPages() {
  const client = useApiClient();
  const organisationId = useOrganisationId();
  return useSWR<CmsPageList, ApiError>(organisationId ? cmsKeys.latest(organisationId) : null, () =>
    client.call(endpoints.latest),
  );
}

/** What guardians see. `enabled` false fetches nothing. */
export function usePublished(enabled = true) {
  const client = useApiClient();
  const organisationId = useOrganisationId();
  return useSWR<CmsPublished, ApiError>(
    enabled && organisationId ? cmsKeys.published(organisationId) : null,
    () => client.call(endpoints.published),
  );
}

/** The drafts exactly as guardians will see them. */
export function usePreview() {
  const client = useApiClient();
  const organisationId = useOrganisationId();
  return useSWR<CmsPreview, ApiError>(organisationId ? cmsKeys.preview(organisationId) : null, () =>
    client.call(endpoints.preview),
  );
}

/** The settings: order, visibility, contact details and visiting hours. */
export function useSettings() {
  const client = useApiClient();
  const organisationId = useOrganisationId();
  return useSWR<CmsSettings, ApiError>(organisationId ? cmsKeys.settings(organisationId) : null, () =>
    client.call(endpoints.settings),
  );
}

/** A page's history, newest first. */
export function useVersions(pageNumber: number | null) {
  const client = useApiClient();
  const organisationId = useOrganisationId();
  return useSWR<CmsVersion[], ApiError>(
    organisationId && pageNumber !== null ? cmsKeys.versions(organisationId, pageNumber) : null,
    async ([, , page]: ReturnType<typeof cmsKeys.versions>) =>
      (await client.call(endpoints.versions, { params: { pageNumber: page } })).data,
  );
}
