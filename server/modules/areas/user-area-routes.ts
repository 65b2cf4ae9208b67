import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  organisationAreaIdParamsSchema,
  userAreaContentItemsSchema,
  userAreaSchema,
  userAreasAddSchema,
  userAreasQuerySchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses } from '../../http/responses.ts';
import type { UserAreasService } from './user-areas.ts';

const errors = errorResponses;
const secured = { tags: ['areas'], security: [{ bearer: [] }] };

/** Spec §7 user areas: the caller's own, or (admins) a user's named by `user_id`. */
export const userAreaRoutes =
  (service: UserAreasService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user-organisation-areas',
      {
        config: { permission: 'areas.memberships' },
        schema: {
          ...secured,
          summary: "A user's areas with the content items chosen in each",
          querystring: userAreasQuerySchema,
          response: { 200: z.array(userAreaSchema), ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.query.user_id),
    );
    app.post(
      '/user-organisation-areas',
      {
        config: { permission: 'areas.memberships' },
        schema: {
          ...secured,
          summary: 'Add areas to a user (kept when already there); answers all their areas',
          body: userAreasAddSchema,
          response: { 200: z.array(userAreaSchema), ...errors },
        },
      },
      async (request) => service.add(request.tenancy, request.body),
    );
    app.get(
      '/user-organisation-areas/:id',
      {
        config: { permission: 'areas.memberships' },
        schema: {
          ...secured,
          summary: "One of a user's areas",
          params: idParamsSchema,
          response: { 200: userAreaSchema, ...errors },
        },
      },
      async (request) => service.get(request.tenancy, request.params.id),
    );
    app.delete(
      '/user-organisation-areas/:id',
      {
        config: { permission: 'areas.memberships' },
        schema: {
          ...secured,
          summary: 'Take a user out of an area',
          params: idParamsSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    );
    app.post(
      '/user-organisation-areas/:organisation_area_id/content-items',
      {
        config: { permission: 'areas.memberships' },
        schema: {
          ...secured,
          summary: "Choose a user's content items within an area (replaces the choice)",
          params: organisationAreaIdParamsSchema,
          body: userAreaContentItemsSchema,
          response: { 200: userAreaSchema, ...errors },
        },
      },
      async (request) =>
        service.setContentItems(request.tenancy, request.params.organisation_area_id, request.body),
    );
  };
