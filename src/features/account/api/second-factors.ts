import useSWR from 'swr';
import { accountEndpoints as endpoints, type SecondFactors } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** SWR keys of the account's sign-in security. */
export const secondFactorKeys = { list: endpoints.secondFactors.path } as const;

export function useSecondFactors() {
  const client = useApiClient();
  return useSWR<SecondFactors, ApiError>(secondFactorKeys.list, () => client.call(endpoints.secondFactors));
}

/** What adding, removing a factor or new recovery codes make stale. */
export const refreshSecondFactors = revalidate((key) => key === secondFactorKeys.list);

export const removeSecondFactor = (client: ApiClient, { id, password }: { id: string; password: string }) =>
  client.call(endpoints.removeSecondFactor, { params: { id }, body: { password } });
export const useRemoveSecondFactor = () =>
  useWrite('account:second-factor-remove', removeSecondFactor, refreshSecondFactors);

/** New recovery codes: the old ones stop working. */
export const regenerateRecoveryCodes = (client: ApiClient, password: string) =>
  client.call(endpoints.regenerateRecoveryCodes, { body: { password } });
export const useRegenerateRecoveryCodes = () =>
  useWrite('account:recovery-codes', regenerateRecoveryCodes, refreshSecondFactors);
