import useSWR from 'swr';
import type { AuthProviders } from '../../../api/contracts/index.ts';
import { AUTH_PROVIDERS_PATH } from '../../../api/contracts/auth-providers-path.ts';
import { ApiError, useApiClient } from '../../../api/index.ts';
import { loadSignInChecks } from './sign-in.ts';

const NONE: AuthProviders = { google: null, linkedin: null };

/**
 * Which single sign-on providers the server is configured for (none by default). An answer that
 * names no provider shows nothing whatever else it holds, so only one that names one is checked
 * against the contract: a signed-out /login then loads no zod.
 */
export function useAuthProviders() {
  const client = useApiClient();
  return useSWR<AuthProviders, ApiError>(AUTH_PROVIDERS_PATH, async (path: string) => {
    const body: unknown = await client.request(path, { anonymous: true });
    const named = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (!named.google && !named.linkedin) return NONE;
    const { authProvidersSchema } = await loadSignInChecks();
    const parsed = authProvidersSchema.safeParse(body);
    if (!parsed.success) throw new ApiError(200, 'NonApiError', 'Unexpected response from the server');
    return parsed.data;
  });
}
