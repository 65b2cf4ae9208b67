import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, authEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { SsoService } from './sso-service.ts';
import type { PublicCallLimit } from './routes.ts';

const tags = ['auth'];
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
    app.route({
      ...endpointRoute(endpoints.ssoSignIn, {
        tags,
        summary: 'Sign in with a Google ID token or a LinkedIn access token',
        description:
          '404 ResourceNotFound when the provider is not configured or no account uses the e-mail.',
        errors,
        config: limit,
      }),
      handler: async (request) => service.signIn(request.body, request.ip),
    });

    app.route({
      ...endpointRoute(endpoints.ssoSignUp, {
        tags,
        summary: 'Register an active guardian from a provider-verified identity; signs in',
        errors,
        config: limit,
      }),
      handler: async (request, reply) => reply.code(201).send(await service.signUp(request.body)),
    });

    app.route({
      ...endpointRoute(endpoints.linkedin, {
        tags,
        summary:
          'Complete the LinkedIn redirect: type=signin answers a session, type=signup the verified profile',
        errors,
        config: limit,
      }),
      handler: async (request) => service.linkedin(request.query, request.ip),
    });
  };
