import useSWRMutation from 'swr/mutation';
import type { Session } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

export const SIGN_IN_KEY = '/auth/signin';

/** The sign-in page's checks (zod), loaded on the page's first use rather than with it. */
export const loadSignInChecks = () => import('./sign-in-checks.ts');

/** The sign-in form's input (sign-in-checks.ts's signInFormSchema checks it). */
export interface SignInForm {
  email: string;
  password: string;
}

export function useSignIn() {
  const client = useApiClient();
  return useSWRMutation<Session, ApiError, string, SignInForm>(SIGN_IN_KEY, async (_key, { arg }) => {
    const { sessionSchema } = await loadSignInChecks();
    return client.request('/auth/signin', {
      method: 'POST',
      body: arg,
      schema: sessionSchema,
      anonymous: true,
    });
  });
}
