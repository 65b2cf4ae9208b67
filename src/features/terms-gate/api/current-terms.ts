import useSWR from 'swr';
import {
  termsEndpoints as endpoints,
  type CurrentTerms,
  type DocumentSignRequest,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** Every terms read's key starts with this (the admin screens' too), so an acceptance or a publish refreshes them all. */
export const TERMS_KEY_ROOT = endpoints.signings.path;
const currentKey = [TERMS_KEY_ROOT, 'current'] as const;
export const refreshTerms = revalidate((key) => Array.isArray(key) && key[0] === TERMS_KEY_ROOT);

const fetchCurrentTerms = (client: ApiClient): Promise<CurrentTerms> => client.call(endpoints.current);

/** The organisation's current terms and whether the signed-in user accepted them (not asked when disabled). */
export function useCurrentTerms(enabled: boolean) {
  const client = useApiClient();
  return useSWR<CurrentTerms, ApiError>(enabled ? currentKey : null, () => fetchCurrentTerms(client));
}

const signTerms = (client: ApiClient, body: DocumentSignRequest) => client.call(endpoints.sign, { body });
/**
 * Accepting the terms opens every call the server refused until now: every read is asked again, so
 * the menu (hospital information, the children) is right at once, without a reload.
 */
const refreshEverything = revalidate(() => true);
export const useSignTerms = () => useWrite('terms:sign', signTerms, refreshEverything);
