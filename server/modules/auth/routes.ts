import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authProvidersSchema,
  meSchema,
  sessionSchema,
  signInRequestSchema,
  text,
  tokensSchema,
} from '../../../src/api/contracts/index.ts';
import { principalOf } from '../../plugins/auth.ts';
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
        config: limit,
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          description:
            'Wrong password and unknown e-mail answer the same 401 IncorrectPassword. Five failures for one address ' +
            'within 15 minutes, or too many calls from one IP address, answer 429 TooManyRequests naming when to retry. ' +
            'A correct password for an account pending activation answers 403 Forbidden.',
          body: signInRequestSchema,
          response: { 200: sessionSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => service.signIn(request.body.email, request.body.password),
    );

    app.post(
      '/auth/refresh',
      {
        schema: {
          tags: ['auth'],
          summary: 'Exchange a refresh token for new tokens (the old one is spent)',
          body: z.object({ refresh_token: text().min(1).max(512) }),
          response: { 200: tokensSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.refresh(request.body.refresh_token),
    );

    app.get(
      '/auth/me',
      {
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
        schema: {
          tags: ['auth'],
          summary: 'Which single sign-on providers are configured (null when not)',
          response: { 200: authProvidersSchema },
        },
      },
      async () => sso.providers(),
    );
  };
