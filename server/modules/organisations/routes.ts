import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema, organisationSchema } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { assertWithinOrganisation, tenancyOf } from '../../plugins/tenancy.ts';
import { createAuthRepository } from '../auth/repository.ts';
import { toOrganisation } from '../auth/mappers.ts';

/** Organisation reads scoped by tenancy: a super admin reads any, everyone else only their own. */
export const organisationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const repo = createAuthRepository(db);
    app.get(
      '/organisation/:id',
      {
        onRequest: [app.authenticate],
        schema: {
          tags: ['organisations'],
          summary: "An organisation by id (others' ids answer 404)",
          security: [{ bearer: [] }],
          params: idParamsSchema,
          response: {
            200: organisationSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => {
        assertWithinOrganisation(tenancyOf(request), request.params.id, 'path');
        const row = await repo.findOrganisation(request.params.id);
        if (!row) throw notFound('Organisation');
        return toOrganisation(row);
      },
    );
  };
