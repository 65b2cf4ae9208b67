import { z } from 'zod';
import { text, url } from './text.ts';
import { languageSchema } from './organisation.ts';

/** Single sign-on with Google (ID token) and LinkedIn (OAuth code / access token). */
export const ssoProviderSchema = z.enum(['google', 'linkedin']);
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

/**
 * POST /api/auth/sso-signin. `token` is a Google ID token, or a LinkedIn access token (as
 * returned in the sso profile of GET /api/auth/linkedin?type=signup).
 */
export const ssoSignInRequestSchema = z
  .object({
    email: z.email().max(320),
    token: text().min(1).max(8192),
    provider: ssoProviderSchema,
  })
  .meta({ id: 'SsoSignInRequest' });
export type SsoSignInRequest = z.infer<typeof ssoSignInRequestSchema>;

/** POST /api/auth/sso-signup: a guardian account from a verified provider identity. */
export const ssoSignUpRequestSchema = z
  .object({
    token: text().min(1).max(8192),
    provider: ssoProviderSchema,
    url_code: text().trim().min(1).max(100),
    /** Defaults to the provider's given and family names. */
    first_name: text().trim().min(1).max(100).optional(),
    surname: text().trim().min(1).max(100).optional(),
    language: languageSchema.optional(),
  })
  .meta({ id: 'SsoSignUpRequest' });
export type SsoSignUpRequest = z.infer<typeof ssoSignUpRequestSchema>;

/** GET /api/auth/linkedin query: the code LinkedIn redirected back with. */
export const linkedinQuerySchema = z.object({
  code: text().min(1).max(2048),
  redirect_uri: url().max(2048),
  type: z.enum(['signup', 'signin']),
});
export type LinkedinQuery = z.infer<typeof linkedinQuerySchema>;

/**
 * A verified provider identity without an account yet (GET /api/auth/linkedin?type=signup): the
 * portal keeps it (sso_user cookie) and completes sign-up with POST /api/auth/sso-signup.
 */
export const ssoProfileSchema = z
  .object({
    provider: ssoProviderSchema,
    token: text(),
    email: z.email(),
    first_name: text(),
    surname: text(),
  })
  .meta({ id: 'SsoProfile' });
export type SsoProfile = z.infer<typeof ssoProfileSchema>;

/** GET /api/auth/providers: which SSO providers the server is configured for. */
export const authProvidersSchema = z
  .object({
    google: z.object({ client_id: text() }).nullable(),
    linkedin: z.object({ client_id: text() }).nullable(),
  })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
