import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authEndpoints as endpoints,
  CLIENT_HEADER,
  PORTAL_CLIENT,
} from '../../../src/api/contracts/index.ts';
import { bearerToken, principalOf } from '../../plugins/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { clearRefreshCookie, presentedRefreshToken } from './session-cookie.ts';
import type { Sso } from '../../auth/sso.ts';
import type { AuthService } from './service.ts';

/** Route option that applies the per-IP limit of unauthenticated auth calls. */
export interface PublicCallLimit {
  rateLimit: { max: number; timeWindow: number };
}

const tags = ['auth'];

export const authRoutes =
  (service: AuthService, sso: Sso, limit: PublicCallLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.signIn, {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Wrong password and unknown e-mail answer the same 401 IncorrectPassword. Five failures for one address ' +
          'from one IP address within 15 minutes, fifty from all IP addresses, or too many calls from one IP address, ' +
          'answer 429 TooManyRequests naming when to retry. ' +
          'A correct password for an account pending activation answers 403 Forbidden. ' +
          'When the person needs a second factor, the answer is `second_factor` (a ticket for /auth/second-factor/*) instead of a session.',
        errors: { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
        config: limit,
      }),
      handler: async (request) => service.signIn(request.body.email, request.body.password, request.ip),
    });

    app.route({
      ...endpointRoute(endpoints.refresh, {
        tags,
        summary: 'Exchange a refresh token for new tokens (the old one is spent)',
        description:
          'The refresh token comes in the body, or in the session cookie together with the ' +
          `${CLIENT_HEADER}: ${PORTAL_CLIENT} header (403 without it). The portal's answer carries no refresh_token: ` +
          'the cookie holds the new one. A session ends at its absolute lifetime and after its idle limit.',
        errors: { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      }),
      handler: async (request, reply) => {
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
    });

    app.route({
      ...endpointRoute(endpoints.logout, {
        tags,
        summary: 'Sign out: end the session (every token of it) and clear the session cookie',
        description:
          'The session is named by the refresh token (body, or the session cookie with the ' +
          `${CLIENT_HEADER} header — 403 without it) and/or the bearer access token. 204 also when it had already ended.`,
        errors: { 400: apiErrorSchema, 403: apiErrorSchema },
      }),
      handler: async (request, reply) => {
        const token = presentedRefreshToken(request, request.body?.refresh_token);
        await service.signOut(token, bearerToken(request));
        clearRefreshCookie(request, reply);
        return reply.code(204).send();
      },
    });

    app.route({
      ...endpointRoute(endpoints.me, {
        tags,
        summary: 'The current session',
        errors: { 401: apiErrorSchema },
      }),
      handler: async (request) => {
        const principal = principalOf(request);
        return service.me(principal.sub, principal.exp);
      },
    });

    app.route({
      ...endpointRoute(endpoints.providers, {
        tags,
        summary: 'Which single sign-on providers are configured (null when not)',
        errors: {},
      }),
      handler: async () => sso.providers(),
    });
  };
