import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints, apiErrorSchema, familiesEndpoints } from '../../../src/api/contracts/index.ts';
import { principalOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { UsersService } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The signed-in user's own calls (docs/product.md § Calls: profile, PUT /user, PUT /users/child, their children). */
export const usersRoutes =
  (service: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(accountEndpoints.profile, {
        tags: ['users'],
        summary: 'The signed-in user and their organisation',
        errors: { 401: apiErrorSchema },
      }),
      handler: async (request) => service.profile(principalOf(request).sub),
    });

    app.route({
      ...endpointRoute(accountEndpoints.updateProfile, {
        tags: ['users'],
        summary: "Edit the signed-in user's names and language",
        errors,
      }),
      handler: async (request) => service.updateProfile(principalOf(request).sub, request.body),
    });

    app.route({
      ...endpointRoute(familiesEndpoints.addChild, {
        tags: ['users'],
        summary:
          "A guardian adds their child with the child's app code and date of birth or patient number; active at once or pending an admin's approval, as the organisation chose",
        description:
          'A wrong code and a wrong date of birth or patient number answer alike (400 naming app_code). Three wrong tries at one code lock it for this guardian: 429 saying when to try again.',
        errors: { ...errors, 429: apiErrorSchema },
      }),
      handler: async (request) => service.updateChild(principalOf(request).sub, request.body),
    });

    app.route({
      ...endpointRoute(familiesEndpoints.myChildren, {
        tags: ['users'],
        summary: "A guardian's children: active links, and pending ones (naming no child until approved)",
        errors: { 401: apiErrorSchema, 403: apiErrorSchema },
      }),
      handler: async (request) => service.children(principalOf(request).sub),
    });
  };
