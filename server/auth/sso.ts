import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AuthProviders, SsoProvider } from '../../src/api/contracts/index.ts';
import { ApiError } from '../http/errors.ts';

export interface SsoConfig {
  google?: { clientId: string; jwksUrl: string };
  linkedin?: { clientId: string; clientSecret: string; tokenUrl: string; userinfoUrl: string };
}

/** An identity a provider vouched for. */
export interface VerifiedIdentity {
  provider: SsoProvider;
  subject: string;
  email: string;
  firstName: string;
  surname: string;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

const rejected = (message: string) => new ApiError(401, 'Unauthorized', message);
const unreachable = (provider: string) =>
  new ApiError(502, 'InteralServerError', `${provider} could not be reached. Please try again later.`);
const notConfigured = (provider: SsoProvider) =>
  new ApiError(
    404,
    'ResourceNotFound',
    `${provider === 'google' ? 'Google' : 'LinkedIn'} sign-in is not configured on this server`,
  );

// Shapes of LinkedIn's "Sign In with LinkedIn using OpenID Connect": the token endpoint's answer
// and the userinfo endpoint's claims.
const linkedinTokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });
const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

function toIdentity(provider: SsoProvider, claims: unknown): VerifiedIdentity {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) throw rejected('The sign-in token does not carry an e-mail address');
  const c = parsed.data;
  if (c.email_verified !== true && c.email_verified !== 'true') {
    throw rejected('The provider has not verified this e-mail address');
  }
  return {
    provider,
    subject: c.sub,
    email: c.email,
    firstName: c.given_name ?? '',
    surname: c.family_name ?? '',
  };
}

/** Google (ID tokens checked against the provider's key set) and LinkedIn (OAuth code exchange). */
export function createSso(config: SsoConfig, fetchFn: typeof fetch = (i, init) => globalThis.fetch(i, init)) {
  const googleKeys = config.google ? createRemoteJWKSet(new URL(config.google.jwksUrl)) : null;

  async function request(provider: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchFn(url, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw unreachable(provider);
    }
  }

  async function linkedinUserinfo(accessToken: string): Promise<VerifiedIdentity> {
    if (!config.linkedin) throw notConfigured('linkedin');
    const res = await request('LinkedIn', config.linkedin.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (res.status === 401 || res.status === 403) throw rejected('LinkedIn did not accept the sign-in token');
    if (!res.ok) throw unreachable('LinkedIn');
    return toIdentity('linkedin', await res.json().catch(() => null));
  }

  return {
    providers(): AuthProviders {
      return {
        google: config.google ? { client_id: config.google.clientId } : null,
        linkedin: config.linkedin ? { client_id: config.linkedin.clientId } : null,
      };
    },

    /** Checks a Google ID token or a LinkedIn access token and returns whom it identifies. */
    async verify(provider: SsoProvider, token: string): Promise<VerifiedIdentity> {
      if (provider === 'linkedin') return linkedinUserinfo(token);
      if (!config.google || !googleKeys) throw notConfigured('google');
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, googleKeys, {
          issuer: GOOGLE_ISSUERS,
          audience: config.google.clientId,
          algorithms: ['RS256'],
        }));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ERR_JWKS_TIMEOUT')
          throw unreachable('Google');
        throw rejected('Google did not vouch for this sign-in token');
      }
      return toIdentity('google', payload);
    },

    /** Exchanges the code LinkedIn redirected back with for an access token. */
    async exchangeLinkedinCode(code: string, redirectUri: string): Promise<string> {
      if (!config.linkedin) throw notConfigured('linkedin');
      const res = await request('LinkedIn', config.linkedin.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.linkedin.clientId,
          client_secret: config.linkedin.clientSecret,
        }),
      });
      if (res.status >= 400 && res.status < 500) throw rejected('LinkedIn did not accept the sign-in code');
      if (!res.ok) throw unreachable('LinkedIn');
      const body = linkedinTokenSchema.safeParse(await res.json().catch(() => null));
      if (!body.success) throw unreachable('LinkedIn');
      return body.data.access_token;
    },
  };
}
export type Sso = ReturnType<typeof createSso>;
