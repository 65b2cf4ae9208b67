import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  meSchema,
  sessionSchema,
  signInRequestSchema,
  tokensSchema,
} from '../../../src/api/contracts/index.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { AuthService } from './service.ts';

export const authRoutes =
  (service: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/signin',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          body: signInRequestSchema,
          response: { 200: sessionSchema, 400: apiErrorSchema, 401: apiErrorSchema },
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
          body: z.object({ refresh_token: z.string().min(1).max(512) }),
          response: { 200: tokensSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.refresh(request.body.refresh_token),
    );

    app.get(
      '/auth/me',
      {
        onRequest: [app.authenticate],
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
  };
