import useSWR from 'swr';
import { authProvidersSchema, type AuthProviders } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

/** Which single sign-on providers the server is configured for (none by default). */
export function useAuthProviders() {
  const client = useApiClient();
  return useSWR<AuthProviders, ApiError>('/auth/providers', (path: string) =>
    client.request(path, { schema: authProvidersSchema, anonymous: true }),
  );
}
