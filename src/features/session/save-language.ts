import { useCallback } from 'react';
import { useStore } from 'jotai';
import type { Language } from '../../api/contracts/index.ts';
import { useApiClient } from '../../api/index.ts';
import { sessionAtom } from './atoms.ts';
import { sessionRole } from './use-role.ts';
import { savedLanguageAtom } from './language.ts';
import { loadSessionChecks } from './session-calls.ts';

/**
 * A language chosen in a selector: kept in the `language` cookie and, for a signed-in guardian,
 * saved as their preference on the server too (docs/product.md § Roles, routes and access).
 */
export function useSaveLanguage(): (language: Language) => Promise<void> {
  const store = useStore();
  const client = useApiClient();
  return useCallback(
    async (language: Language) => {
      store.set(savedLanguageAtom, language);
      const session = store.get(sessionAtom);
      if (!session || sessionRole(session) !== 'guardian') return;
      store.set(sessionAtom, { ...session, user: { ...session.user, language } });
      const { accountEndpoints } = await loadSessionChecks();
      const user = await client.call(accountEndpoints.updateProfile, { body: { language } });
      store.set(sessionAtom, (current) => (current ? { ...current, user } : current));
    },
    [store, client],
  );
}
