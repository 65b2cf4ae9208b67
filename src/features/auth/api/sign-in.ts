import useSWRMutation from 'swr/mutation';
import type { Session, SignInResult } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

/**
 * The mutations' keys name their definitions: the definitions, and so their paths, load with the
 * checks on the page's first use, not with its first paint.
 */
export const SIGN_IN_KEY = 'authEndpoints.signIn';
const SSO_SIGN_IN_KEY = 'authEndpoints.ssoSignIn';

/** The sign-in page's checks (zod), loaded on the page's first use rather than with it. */
export const loadSignInChecks = () => import('./sign-in-checks.ts');

/** The sign-in form's input (sign-in-checks.ts's signInFormSchema checks it). */
export interface SignInForm {
  email: string;
  password: string;
}

export function useSignIn() {
  const client = useApiClient();
  // The session, or a ticket for the second step when the account asks for one.
  return useSWRMutation<SignInResult, ApiError, string, SignInForm>(SIGN_IN_KEY, async (_key, { arg }) => {
    const { authEndpoints } = await loadSignInChecks();
    return client.call(authEndpoints.signIn, { body: arg, anonymous: true });
  });
}

/** A Google sign-in: the ID token Google gave this page, and the e-mail address it names. */
export interface SsoSignIn {
  email: string;
  token: string;
  provider: 'google';
}

/** POST /auth/sso-signin: a session for the account of the provider's e-mail address. */
export function useSsoSignIn() {
  const client = useApiClient();
  return useSWRMutation<Session, ApiError, string, SsoSignIn>(SSO_SIGN_IN_KEY, async (_key, { arg }) => {
    const { authEndpoints, sessionOnly } = await loadSignInChecks();
    return sessionOnly(await client.call(authEndpoints.ssoSignIn, { body: arg, anonymous: true }));
  });
}
