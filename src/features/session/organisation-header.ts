import { useAtomValue, type createStore } from 'jotai';
import { sessionAtom } from './atoms.ts';
import { sessionRole } from './use-role.ts';

type Store = ReturnType<typeof createStore>;

/** The header naming the organisation a super admin acts within (the server reads it). */
const ORGANISATION_HEADER = 'x-organisation-id';

/** Headers for the API client: a super admin's selected organisation, nothing for anyone else. */
export const organisationHeaders = (store: Store) => (): Record<string, string> => {
  const session = store.get(sessionAtom);
  return sessionRole(session) === 'superAdmin' && session?.organisation
    ? { [ORGANISATION_HEADER]: session.organisation.id }
    : {};
};

/**
 * What a super admin's cached reads are scoped to: the selected organisation's id, or 'none';
 * null for everyone else, whose organisation is the session's own.
 */
export function useOrganisationScope(): string | null {
  const session = useAtomValue(sessionAtom);
  return sessionRole(session) === 'superAdmin' ? (session?.organisation?.id ?? 'none') : null;
}
