import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentItemChangeSchema,
  contentItemsResponseSchema,
  idParamsSchema,
  organisationAreaCreateSchema,
  organisationAreaSchema,
  organisationAreaUpdateSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses } from '../../http/responses.ts';
import type { AreasService } from './service.ts';

const errors = errorResponses;
const secured = { tags: ['areas'], security: [{ bearer: [] }] };

/** Spec §7 organisation areas and their content items. */
export const areaRoutes =
  (service: AreasService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organisations/:id/areas',
      {
        config: { permission: 'areas.read', organisationParam: 'id' },
        schema: {
          ...secured,
          summary: "An organisation's areas",
          params: idParamsSchema,
          response: { 200: z.array(organisationAreaSchema), ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.params.id),
    );
    app.post(
      '/organisation-areas',
      {
        config: { permission: 'areas.manage' },
        schema: {
          ...secured,
          summary: 'Create an area',
          body: organisationAreaCreateSchema,
          response: { 201: organisationAreaSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(request.tenancy, request.body)),
    );
    app.put(
      '/organisation-areas/:id',
      {
        config: { permission: 'areas.manage' },
        schema: {
          ...secured,
          summary: 'Rename or describe an area',
          params: idParamsSchema,
          body: organisationAreaUpdateSchema,
          response: { 200: organisationAreaSchema, ...errors },
        },
      },
      async (request) => service.update(request.tenancy, request.params.id, request.body),
    );
    app.delete(
      '/organisation-areas/:id',
      {
        config: { permission: 'areas.manage' },
        schema: {
          ...secured,
          summary: 'Delete an area',
          params: idParamsSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    );
    app.get(
      '/organisation-areas/:id/content-items',
      {
        config: { permission: 'areas.readItems' },
        schema: {
          ...secured,
          summary: "The carousels' items, marking the area's",
          params: idParamsSchema,
          response: { 200: contentItemsResponseSchema, ...errors },
        },
      },
      async (request) => service.contentItems(request.tenancy, request.params.id),
    );
    app.post(
      '/organisation-areas/:id/content-items',
      {
        config: { permission: 'areas.manage' },
        schema: {
          ...secured,
          summary: "Attach and detach the area's content items",
          params: idParamsSchema,
          body: contentItemChangeSchema,
          response: { 200: contentItemsResponseSchema, ...errors },
        },
      },
      async (request) => service.changeContentItems(request.tenancy, request.params.id, request.body),
    );
  };
