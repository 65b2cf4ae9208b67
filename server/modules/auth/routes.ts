import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authProvidersSchema,
  meSchema,
  signInRequestSchema,
  signInResultSchema,
  tokensSchema,
  refreshRequestSchema,
  CLIENT_HEADER,
  PORTAL_CLIENT,
} from '../../../src/api/contracts/index.ts';
import { bearerToken, principalOf } from '../../plugins/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { clearRefreshCookie, presentedRefreshToken } from './session-cookie.ts';
import type { Sso } from '../../auth/sso.ts';
import type { AuthService } from './service.ts';

/** Route option that applies the per-IP limit of unauthenticated auth calls. */
export interface PublicCallLimit {
  rateLimit: { max: number; timeWindow: number };
}

export const authRoutes =
  (service: AuthService, sso: Sso, limit: PublicCallLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/signin',
      {
        config: { ...limit, public: 'signing in' },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          description:
            'Wrong password and unknown e-mail answer the same 401 IncorrectPassword. Five failures for one address ' +
            'from one IP address within 15 minutes, fifty from all IP addresses, or too many calls from one IP address, ' +
            'answer 429 TooManyRequests naming when to retry. ' +
            'A correct password for an account pending activation answers 403 Forbidden. ' +
            'When the person needs a second factor, the answer is `second_factor` (a ticket for /auth/second-factor/*) instead of a session.',
          body: signInRequestSchema,
          response: {
            200: signInResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => service.signIn(request.body.email, request.body.password, request.ip),
    );

    app.post(
      '/auth/refresh',
      {
        config: { public: 'the refresh token is the credential' },
        schema: {
          tags: ['auth'],
          summary: 'Exchange a refresh token for new tokens (the old one is spent)',
          description:
            'The refresh token comes in the body, or in the session cookie together with the ' +
            `${CLIENT_HEADER}: ${PORTAL_CLIENT} header (403 without it). The portal's answer carries no refresh_token: ` +
            'the cookie holds the new one. A session ends at its absolute lifetime and after its idle limit.',
          body: refreshRequestSchema.nullish(),
          response: { 200: tokensSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const token = presentedRefreshToken(request, request.body?.refresh_token);
        if (!token) throw new ApiError(401, 'Unauthorized', 'The refresh token is missing');
        try {
          return await service.refresh(token);
        } catch (error) {
          // A dead refresh token is of no use to the browser: drop it with the refusal.
          clearRefreshCookie(request, reply);
          throw error;
        }
      },
    );

    app.post(
      '/auth/logout',
      {
        config: {
          public:
            'signing out needs no live access token: the refresh token, or a bearer token the call checks itself, names the session',
        },
        schema: {
          tags: ['auth'],
          summary: 'Sign out: end the session (every token of it) and clear the session cookie',
          description:
            'The session is named by the refresh token (body, or the session cookie with the ' +
            `${CLIENT_HEADER} header — 403 without it) and/or the bearer access token. 204 also when it had already ended.`,
          body: refreshRequestSchema.nullish(),
          response: { 204: z.undefined(), 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const token = presentedRefreshToken(request, request.body?.refresh_token);
        await service.signOut(token, bearerToken(request));
        clearRefreshCookie(request, reply);
        return reply.code(204).send();
      },
    );

    app.get(
      '/auth/me',
      {
        config: { permission: 'auth.self' },
        schema: {
          tags: ['auth'],
          summary: 'The current session',
          security: [{ bearer: [] }],
          response: { 200: meSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return service.me(principal.sub, principal.exp);
      },
    );

    app.get(
      '/auth/providers',
      {
        config: { public: 'the sign-in page shows the configured SSO buttons' },
        schema: {
          tags: ['auth'],
          summary: 'Which single sign-on providers are configured (null when not)',
          response: { 200: authProvidersSchema },
        },
      },
      async () => sso.providers(),
    );
  };
