import type { Session, SsoProfile } from '../../../api/contracts/index.ts';
import type { ApiClient } from '../../../api/index.ts';
import { loadSignInChecks } from './sign-in.ts';

const AUTHORIZE_URL = 'https://www.linkedin.com/oauth/v2/authorization';

export const linkedinRedirectUri = () => `${location.origin}/auth/linkedin`;

/** Where the LinkedIn button sends the browser; `state` says whether it signs in or up. */
export function linkedinAuthorizeUrl(clientId: string, type: 'signin' | 'signup'): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: linkedinRedirectUri(),
    scope: 'openid profile email',
    state: type,
  });
  return `${AUTHORIZE_URL}?${params.toString()}`;
}

/** Exchanges the code LinkedIn returned: a session (sign-in) or a verified profile (sign-up). */
export async function completeLinkedin(
  client: ApiClient,
  code: string,
  type: 'signin' | 'signup',
): Promise<{ session: Session } | { profile: SsoProfile }> {
  const query = { code, redirect_uri: linkedinRedirectUri(), type };
  const { authEndpoints, sessionOnly, profileOnly } = await loadSignInChecks();
  const answer = await client.call(authEndpoints.linkedin, { query, anonymous: true });
  return type === 'signin' ? { session: sessionOnly(answer) } : { profile: profileOnly(answer) };
}
