import useSWR from 'swr';
import {
  recoveryCodesSchema,
  secondFactorsSchema,
  type SecondFactors,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** SWR keys of the account's sign-in security. */
export const secondFactorKeys = { list: '/account/second-factors' } as const;

export function useSecondFactors() {
  const client = useApiClient();
  return useSWR<SecondFactors, ApiError>(secondFactorKeys.list, (path: string) =>
    client.request(path, { schema: secondFactorsSchema }),
  );
}

/** What adding, removing a factor or new recovery codes make stale. */
export const refreshSecondFactors = revalidate((key) => key === secondFactorKeys.list);

export const removeSecondFactor = (client: ApiClient, { id, password }: { id: string; password: string }) =>
  client.request(`/account/second-factors/${id}`, { method: 'DELETE', body: { password } });
export const useRemoveSecondFactor = () =>
  useWrite('account:second-factor-remove', removeSecondFactor, refreshSecondFactors);

/** New recovery codes: the old ones stop working. */
export const regenerateRecoveryCodes = (client: ApiClient, password: string) =>
  client.request('/account/second-factors/recovery-codes', {
    method: 'POST',
    body: { password },
    schema: recoveryCodesSchema,
  });
export const useRegenerateRecoveryCodes = () =>
  useWrite('account:recovery-codes', regenerateRecoveryCodes, refreshSecondFactors);
