import { hospitalInformationEndpoints as endpoints } from '../../../api/contracts/hospital-information-endpoints.ts';

/**
 * The SWR keys of hospital information, one factory so that a write revalidates exactly what it
 * changed. Every key carries the organisation: a super admin switches between them.
 */
export const cmsKeys = {
  latest: (organisationId: string) => [endpoints.latest.path, organisationId] as const,
  published: (organisationId: string) => [endpoints.published.path, organisationId] as const,
  preview: (organisationId: string) => [endpoints.preview.path, organisationId] as const,
  settings: (organisationId: string) => [endpoints.settings.path, organisationId] as const,
  versions: (organisationId: string, pageNumber: number) =>
    [endpoints.versions.path, organisationId, pageNumber] as const,
};

const CMS_KEYS: readonly string[] = Object.values(cmsKeys).map((key) => key('', 0)[0]);

/** Every cached hospital-information read: what a page write (save, publish, order…) can change. */
export const isCmsKey = (key: unknown): boolean =>
  Array.isArray(key) && typeof key[0] === 'string' && CMS_KEYS.includes(key[0]);
