import useSWR from 'swr';
import {
  appUserPageSchema,
  childLinksSchema,
  familyLinkPageSchema,
  familyLinkSchema,
  familyLinksSchema,
  familySettingsSchema,
  myChildSchema,
  myChildrenSchema,
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

/** SWR keys of the family model: every read starts with `familyKeys.root`. */
export const familyKeys = {
  root: 'families',
  linksOf: (userId: string) => [familyKeys.root, 'user', userId] as const,
  pending: (page: number, size: number) => [familyKeys.root, 'pending', page, size] as const,
  comingOfAge: () => [familyKeys.root, 'coming-of-age'] as const,
  childLinks: (linkId: string) => [familyKeys.root, 'child-links', linkId] as const,
  settings: (organisationId: string) => [familyKeys.root, 'settings', organisationId] as const,
  mine: () => [familyKeys.root, 'mine'] as const,
  people: (type: 2 | 3, search: string) => [familyKeys.root, 'people', type, search] as const,
};

/** Any write on links makes every family read stale (lists, a user's links, the guardian's children). */
const refreshFamilies = revalidate((key) => Array.isArray(key) && key[0] === familyKeys.root);

export function useFamilyLinks(userId: string) {
  const client = useApiClient();
  return useSWR<{ data: FamilyLink[] }, ApiError>(familyKeys.linksOf(userId), () =>
    client.request(`/user/${userId}/family-links`, { schema: familyLinksSchema }),
  );
}

export function usePendingLinks(page: number, size: number) {
  const client = useApiClient();
  return useSWR<Paged<FamilyLink>, ApiError>(familyKeys.pending(page, size), () =>
    client.request('/family-links', {
      query: { status: 'pending', page, size },
      schema: familyLinkPageSchema,
    }),
  );
}

/** The child's other live links, shown before an admin approves this one. */
export function useChildLinks(linkId: string) {
  const client = useApiClient();
  return useSWR<{ data: FamilyLink[]; warning: boolean }, ApiError>(familyKeys.childLinks(linkId), () =>
    client.request(`/family-links/${linkId}/child-links`, { schema: childLinksSchema }),
  );
}

export function useComingOfAge() {
  const client = useApiClient();
  return useSWR<{ data: FamilyLink[] }, ApiError>(familyKeys.comingOfAge(), () =>
    client.request('/family-links/coming-of-age', { schema: familyLinksSchema }),
  );
}

/** Guardians or patients of the organisation matching a search, for the link picker. */
export function usePeople(type: 2 | 3, search: string) {
  const client = useApiClient();
  return useSWR<Paged<AppUser>, ApiError>(familyKeys.people(type, search), () =>
    client.request('/users', {
      query: { type, search: search || undefined, size: 20, sort: 'first_name', order: 'asc' },
      schema: appUserPageSchema,
    }),
  );
}

export const createLink = (client: ApiClient, body: FamilyLinkCreate) =>
  client.request('/family-links', { method: 'POST', body, schema: familyLinkSchema });
export const useCreateLink = () => useWrite('families:create', createLink, refreshFamilies);

export const approveLink = (client: ApiClient, id: string) =>
  client.request(`/family-links/${id}/approve`, { method: 'POST', schema: familyLinkSchema });
export const useApproveLink = () => useWrite('families:approve', approveLink, refreshFamilies);

export const revokeLink = (client: ApiClient, { id, reason }: { id: string; reason: string }) =>
  client.request(`/family-links/${id}/revoke`, {
    method: 'POST',
    body: { reason },
    schema: familyLinkSchema,
  });
export const useRevokeLink = () => useWrite('families:revoke', revokeLink, refreshFamilies);

export const changeRelationship = (
  client: ApiClient,
  { id, relationship }: { id: string; relationship: Relationship },
) =>
  client.request(`/family-links/${id}`, { method: 'PUT', body: { relationship }, schema: familyLinkSchema });
export const useChangeRelationship = () =>
  useWrite('families:relationship', changeRelationship, refreshFamilies);

export function useFamilySettings(organisationId: string | null | undefined) {
  const client = useApiClient();
  return useSWR<FamilySettings, ApiError>(organisationId ? familyKeys.settings(organisationId) : null, () =>
    client.request(`/organisation/${organisationId ?? ''}/family-settings`, { schema: familySettingsSchema }),
  );
}

export const saveFamilySettings = (
  client: ApiClient,
  { organisationId, body }: { organisationId: string; body: FamilySettingsUpdate },
) =>
  client.request(`/organisation/${organisationId}/family-settings`, {
    method: 'PUT',
    body,
    schema: familySettingsSchema,
  });
export const useSaveFamilySettings = () => useWrite('families:settings', saveFamilySettings, refreshFamilies);

/** The signed-in guardian's children (pending and active). */
export function useMyChildren(enabled = true) {
  const client = useApiClient();
  return useSWR<{ data: MyChild[] }, ApiError>(enabled ? familyKeys.mine() : null, () =>
    client.request('/users/children', { schema: myChildrenSchema }),
  );
}

export const addChild = (client: ApiClient, body: UpdateChildInput) =>
  client.request('/users/child', { method: 'PUT', body, schema: myChildSchema });
export const useAddChild = () => useWrite('families:add-child', addChild, refreshFamilies);

/** The hospital's say over what a live link sees: its level, confidentiality, a decline's review, its review date. */
export const setLinkLevel = (client: ApiClient, { id, level }: { id: string; level: AccessLevel }) =>
  client.request(`/family-links/${id}/access`, { method: 'PUT', body: { level }, schema: familyLinkSchema });
export const useSetLinkLevel = () => useWrite('families:level', setLinkLevel, refreshFamilies);

export const setLinkConfidential = (
  client: ApiClient,
  { id, confidential, reason }: { id: string; confidential: boolean; reason?: string },
) =>
  client.request(`/family-links/${id}/confidential`, {
    method: 'PUT',
    body: confidential ? { confidential, reason } : { confidential },
    schema: familyLinkSchema,
  });
export const useSetLinkConfidential = () =>
  useWrite('families:confidential', setLinkConfidential, refreshFamilies);

export const reviewDecline = (client: ApiClient, { id, body }: { id: string; body: AssentReview }) =>
  client.request(`/family-links/${id}/assent-review`, { method: 'POST', body, schema: familyLinkSchema });
export const useReviewDecline = () => useWrite('families:assent-review', reviewDecline, refreshFamilies);

export const setReviewDate = (client: ApiClient, { id, review_on }: { id: string; review_on: string }) =>
  client.request(`/family-links/${id}/review-date`, {
    method: 'PUT',
    body: { review_on },
    schema: familyLinkSchema,
  });
export const useSetReviewDate = () => useWrite('families:review-date', setReviewDate, refreshFamilies);
