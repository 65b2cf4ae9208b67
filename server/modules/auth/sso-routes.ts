import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  linkedinQuerySchema,
  sessionSchema,
  signInResultSchema,
  ssoProfileSchema,
  secondFactorChallengeSchema,
  ssoSignInRequestSchema,
  ssoSignUpRequestSchema,
} from '../../../src/api/contracts/index.ts';
import type { SsoService } from './sso-service.ts';
import type { PublicCallLimit } from './routes.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};

export const ssoRoutes =
  (service: SsoService, limit: PublicCallLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/sso-signin',
      {
        config: { ...limit, public: 'the provider token is the credential' },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with a Google ID token or a LinkedIn access token',
          description:
            '404 ResourceNotFound when the provider is not configured or no account uses the e-mail.',
          body: ssoSignInRequestSchema,
          response: { 200: signInResultSchema, ...errors },
        },
      },
      async (request) => service.signIn(request.body, request.ip),
    );

    app.post(
      '/auth/sso-signup',
      {
        config: { ...limit, public: 'the provider token is the credential' },
        schema: {
          tags: ['auth'],
          summary: 'Register an active guardian from a provider-verified identity; signs in',
          body: ssoSignUpRequestSchema,
          response: { 201: sessionSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.signUp(request.body)),
    );

    app.get(
      '/auth/linkedin',
      {
        config: { ...limit, public: "LinkedIn's redirect back" },
        schema: {
          tags: ['auth'],
          summary:
            'Complete the LinkedIn redirect: type=signin answers a session, type=signup the verified profile',
          querystring: linkedinQuerySchema,
          response: {
            200: z.union([sessionSchema, secondFactorChallengeSchema, ssoProfileSchema]),
            ...errors,
          },
        },
      },
      async (request) => service.linkedin(request.query, request.ip),
    );
  };
