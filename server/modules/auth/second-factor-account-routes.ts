import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountEndpoints as endpoints,
  apiErrorSchema,
  appUsersEndpoints,
} from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import { invalidToken } from '../../http/errors.ts';
import type { AuthRepository } from './repository.ts';
import type { SecondFactorAccount } from './second-factor-account.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** One's own second factors, and the super admin's reset of a staff user's. */
export const secondFactorAccountRoutes =
  (account: SecondFactorAccount, repo: AuthRepository): FastifyPluginAsyncZod =>
  async (app) => {
    const me = async (sub: string) => {
      const user = await repo.findUserById(sub);
      if (!user) throw invalidToken();
      return user;
    };

    app.route({
      ...endpointRoute(endpoints.secondFactors, {
        tags: ['account'],
        summary: 'My second factors, whether I must have one, and how many recovery codes are left',
        errors: { 401: apiErrorSchema },
      }),
      handler: async (request) => account.list(await me(principalOf(request).sub)),
    });

    app.route({
      ...endpointRoute(endpoints.removeSecondFactor, {
        tags: ['account'],
        summary: 'Remove one of my second factors (my password again)',
        description: '409 second_factor_required when it is the last one and the account must have one.',
        errors: { ...errors, 409: apiErrorSchema },
      }),
      handler: async (request, reply) => {
        const user = await me(principalOf(request).sub);
        await account.remove(user, request.params.id, request.body.password, request.ip);
        return reply.code(204).send();
      },
    });

    app.route({
      ...endpointRoute(endpoints.regenerateRecoveryCodes, {
        tags: ['account'],
        summary: 'Ten new recovery codes in place of the old ones (my password again)',
        errors,
      }),
      handler: async (request) => {
        const user = await me(principalOf(request).sub);
        return {
          recovery_codes: await account.regenerateRecoveryCodes(user, request.body.password, request.ip),
        };
      },
    });

    app.route({
      ...endpointRoute(appUsersEndpoints.resetSecondFactors, {
        tags: ['users'],
        summary:
          'Remove every second factor and recovery code of a staff user or a guardian (they enrol again at next sign-in)',
        description:
          "A guardian's reset needs identity_check: how the caller's identity was checked (audited).",
        errors,
      }),
      handler: async (request, reply) => {
        await account.reset(principalOf(request).sub, request.params.id, request.body.identity_check);
        return reply.code(204).send();
      },
    });
  };
