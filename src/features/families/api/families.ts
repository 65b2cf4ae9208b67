import useSWR from 'swr';
import {
  appUsersEndpoints,
  familiesEndpoints as endpoints,
  type AccessLevel,
  type AppUser,
  type AssentReview,
  type FamilyLink,
  type FamilyLinkCreate,
  type FamilySettings,
  type FamilySettingsUpdate,
  type MyChild,
  type Paged,
  type Relationship,
  type UpdateChildInput,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** SWR keys of the family model: every read starts with its definition's path. */
export const familyKeys = {
  linksOf: (userId: string) => [endpoints.linksOf.path, userId] as const,
  pending: (page: number, size: number) => [endpoints.list.path, 'pending', page, size] as const,
  comingOfAge: () => [endpoints.comingOfAge.path] as const,
  childLinks: (linkId: string) => [endpoints.childLinks.path, linkId] as const,
  settings: (organisationId: string) => [endpoints.settings.path, organisationId] as const,
  mine: () => [endpoints.myChildren.path] as const,
  people: (type: 2 | 3, search: string) => [appUsersEndpoints.list.path, 'people', type, search] as const,
};

/** The heads of every family read's key. */
const familyReads = new Set<unknown>([
  endpoints.linksOf.path,
  endpoints.list.path,
  endpoints.comingOfAge.path,
  endpoints.childLinks.path,
  endpoints.settings.path,
  endpoints.myChildren.path,
]);
const isPeople = (key: unknown[]) => key[0] === appUsersEndpoints.list.path && key[1] === 'people';

/** Any write on links makes every family read stale (lists, a user's links, the guardian's children, the picker). */
const refreshFamilies = revalidate((key) => Array.isArray(key) && (familyReads.has(key[0]) || isPeople(key)));

export function useFamilyLinks(userId: string) {
  const client = useApiClient();
  return useSWR<{ data: FamilyLink[] }, ApiError>(familyKeys.linksOf(userId), () =>
    client.call(endpoints.linksOf, { params: { user_id: userId } }),
  );
}

export function usePendingLinks(page: number, size: number) {
  const client = useApiClient();
  return useSWR<Paged<FamilyLink>, ApiError>(familyKeys.pending(page, size), () =>
    client.call(endpoints.list, { query: { status: 'pending', page, size } }),
  );
}

/** The child's other live links, shown before an admin approves this one. */
export function useChildLinks(linkId: string) {
  const client = useApiClient();
  return useSWR<{ data: FamilyLink[]; warning: boolean }, ApiError>(familyKeys.childLinks(linkId), () =>
    client.call(endpoints.childLinks, { params: { id: linkId } }),
  );
}

export function useComingOfAge() {
  const client = useApiClient();
  return useSWR<{ data: FamilyLink[] }, ApiError>(familyKeys.comingOfAge(), () =>
    client.call(endpoints.comingOfAge),
  );
}

/** Guardians or patients of the organisation matching a search, for the link picker. */
export function usePeople(type: 2 | 3, search: string) {
  const client = useApiClient();
  return useSWR<Paged<AppUser>, ApiError>(familyKeys.people(type, search), () =>
    client.call(appUsersEndpoints.list, {
      query: { type, search: search || undefined, size: 20, sort: 'first_name', order: 'asc' },
    }),
  );
}

export const createLink = (client: ApiClient, body: FamilyLinkCreate) =>
  client.call(endpoints.create, { body });
export const useCreateLink = () => useWrite('families:create', createLink, refreshFamilies);

export const approveLink = (client: ApiClient, id: string) =>
  client.call(endpoints.approve, { params: { id } });
export const useApproveLink = () => useWrite('families:approve', approveLink, refreshFamilies);

export const revokeLink = (client: ApiClient, { id, reason }: { id: string; reason: string }) =>
  client.call(endpoints.revoke, { params: { id }, body: { reason } });
export const useRevokeLink = () => useWrite('families:revoke', revokeLink, refreshFamilies);

export const changeRelationship = (
  client: ApiClient,
  { id, relationship }: { id: string; relationship: Relationship },
) => client.call(endpoints.updateRelationship, { params: { id }, body: { relationship } });
export const useChangeRelationship = () =>
  useWrite('families:relationship', changeRelationship, refreshFamilies);

export function useFamilySettings(organisationId: string | null | undefined) {
  const client = useApiClient();
  return useSWR<FamilySettings, ApiError>(organisationId ? familyKeys.settings(organisationId) : null, () =>
    client.call(endpoints.settings, { params: { id: organisationId ?? '' } }),
  );
}

export const saveFamilySettings = (
  client: ApiClient,
  { organisationId, body }: { organisationId: string; body: FamilySettingsUpdate },
) => client.call(endpoints.updateSettings, { params: { id: organisationId }, body });
export const useSaveFamilySettings = () => useWrite('families:settings', saveFamilySettings, refreshFamilies);

/** The signed-in guardian's children (pending and active). */
export function useMyChildren(enabled = true) {
  const client = useApiClient();
  return useSWR<{ data: MyChild[] }, ApiError>(enabled ? familyKeys.mine() : null, () =>
    client.call(endpoints.myChildren),
  );
}

export const addChild = (client: ApiClient, body: UpdateChildInput) =>
  client.call(endpoints.addChild, { body });
export const useAddChild = () => useWrite('families:add-child', addChild, refreshFamilies);

/** The hospital's say over what a live link sees: its level, confidentiality, a decline's review, its review date. */
export const setLinkLevel = (client: ApiClient, { id, level }: { id: string; level: AccessLevel }) =>
  client.call(endpoints.setLevel, { params: { id }, body: { level } });
export const useSetLinkLevel = () => useWrite('families:level', setLinkLevel, refreshFamilies);

export const setLinkConfidential = (
  client: ApiClient,
  { id, confidential, reason }: { id: string; confidential: boolean; reason?: string },
) =>
  client.call(endpoints.setConfidential, {
    params: { id },
    body: confidential ? { confidential, reason } : { confidential },
  });
export const useSetLinkConfidential = () =>
  useWrite('families:confidential', setLinkConfidential, refreshFamilies);

export const reviewDecline = (client: ApiClient, { id, body }: { id: string; body: AssentReview }) =>
  client.call(endpoints.reviewAssent, { params: { id }, body });
export const useReviewDecline = () => useWrite('families:assent-review', reviewDecline, refreshFamilies);

export const setReviewDate = (client: ApiClient, { id, review_on }: { id: string; review_on: string }) =>
  client.call(endpoints.setReviewDate, { params: { id }, body: { review_on } });
export const useSetReviewDate = () => useWrite('families:review-date', setReviewDate, refreshFamilies);
