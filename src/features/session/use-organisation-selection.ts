import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { organisationsEndpoints } from '../../api/contracts/index.ts';
import { useApiClient } from '../../api/index.ts';
import { sessionAtom } from './atoms.ts';
import { sessionRole } from './use-role.ts';

/**
 * Spec §2: a super admin picks an organisation with `?oid=`; it is fetched by id, kept as the
 * selected organisation (the `organisation` cookie) and the parameter leaves the address bar.
 */
export function useOrganisationSelection(): void {
  const [params, setParams] = useSearchParams();
  const oid = params.get('oid');
  const session = useAtomValue(sessionAtom);
  const superAdmin = sessionRole(session) === 'superAdmin';
  const store = useStore();
  const client = useApiClient();

  useEffect(() => {
    if (!oid || !superAdmin) return;
    let cancelled = false;
    void client
      .call(organisationsEndpoints.get, { params: { id: oid } })
      .then((organisation) => {
        if (!cancelled)
          store.set(sessionAtom, (current) => (current ? { ...current, organisation } : current));
      })
      .catch(() => undefined)
      .finally(() => {
        if (cancelled) return;
        const rest = new URLSearchParams(params);
        rest.delete('oid');
        setParams(rest, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [oid, superAdmin, client, store, params, setParams]);
}

/** Clears a super admin's selected organisation. */
export const unselectOrganisation = (store: ReturnType<typeof useStore>): void =>
  store.set(sessionAtom, (current) => (current ? { ...current, organisation: null } : current));
