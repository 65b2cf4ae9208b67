import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  contentItemChangeSchema,
  contentItemsResponseSchema,
  idParamsSchema,
  organisationCodeSchema,
  organisationInputSchema,
  organisationListQuerySchema,
  organisationPageSchema,
  organisationSchema,
  organisationSummariesSchema,
  organisationUpdateSchema,
  subscriptionPackInputSchema,
  subscriptionPackSchema,
} from '../../../src/api/contracts/index.ts';
import { notFound } from '../../http/errors.ts';
import { assertWithinOrganisation, tenancyOf } from '../../plugins/tenancy.ts';
import { errorResponses } from '../../http/responses.ts';
import { createOrganisationsRepository } from './repository.ts';
import { toOrganisation } from '../auth/mappers.ts';
import type { OrganisationsService } from './service.ts';
import type { Db } from '../../db/client.ts';

const errors = errorResponses;
const secured = { tags: ['organisations'], security: [{ bearer: [] }] };

/** Spec §7 Organisation calls. Writes belong to the super admin; reads are scoped by tenancy. */
export const organisationRoutes =
  (db: Db, service: OrganisationsService): FastifyPluginAsyncZod =>
  async (app) => {
    const repo = createOrganisationsRepository(db);
    const auth = { onRequest: [app.authenticate] };

    app.get(
      '/organisation/:id',
      {
        ...auth,
        schema: {
          ...secured,
          summary: "An organisation by id (others' ids answer 404)",
          params: idParamsSchema,
          response: { 200: organisationSchema, ...errors },
        },
      },
      async (request) => {
        assertWithinOrganisation(tenancyOf(request), request.params.id, 'path');
        const row = await repo.byId(request.params.id);
        if (!row) throw notFound('Organisation');
        return toOrganisation(row);
      },
    );

    app.get(
      '/organisation',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Organisations, a page at a time, newest first, by keyword',
          querystring: organisationListQuerySchema,
          response: { 200: organisationPageSchema, ...errors },
        },
      },
      async (request) => service.list(tenancyOf(request), request.query),
    );

    app.post(
      '/organisation',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Create an organisation',
          body: organisationInputSchema,
          response: { 201: organisationSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(tenancyOf(request), request.body)),
    );

    app.put(
      '/organisation/:id',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Change an organisation',
          params: idParamsSchema,
          body: organisationUpdateSchema,
          response: { 200: organisationSchema, ...errors },
        },
      },
      async (request) => service.update(tenancyOf(request), request.params.id, request.body),
    );

    app.delete(
      '/organisation/:id',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Delete an organisation that has no users left',
          params: idParamsSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(tenancyOf(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/organisations',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Every organisation (id and name), for pickers',
          response: { 200: organisationSummariesSchema, ...errors },
        },
      },
      async (request) => service.all(tenancyOf(request)),
    );

    app.get(
      '/organisations/:code/code',
      {
        schema: {
          tags: ['organisations'],
          summary: 'Public: the organisation of a registration code (its url_code)',
          params: z.object({ code: z.string().min(1).max(64) }),
          response: { 200: organisationCodeSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => service.byCode(request.params.code),
    );

    app.get(
      '/organisations/:id/content-items',
      {
        ...auth,
        schema: {
          ...secured,
          summary: "The content-item catalogue, marking the organisation's enabled items",
          params: idParamsSchema,
          response: { 200: contentItemsResponseSchema, ...errors },
        },
      },
      async (request) => service.contentItems(tenancyOf(request), request.params.id),
    );

    app.post(
      '/organisations/:id/content-items',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Enable and disable content items (features switch capabilities)',
          params: idParamsSchema,
          body: contentItemChangeSchema,
          response: { 200: contentItemsResponseSchema, ...errors },
        },
      },
      async (request) => service.changeContentItems(tenancyOf(request), request.params.id, request.body),
    );

    app.get(
      '/organisations/:id/subscription-packs',
      {
        ...auth,
        schema: {
          ...secured,
          summary: "The organisation's subscription packs",
          params: idParamsSchema,
          response: { 200: z.array(subscriptionPackSchema), ...errors },
        },
      },
      async (request) => service.packs(tenancyOf(request), request.params.id),
    );

    app.post(
      '/organisations/:id/subscription-packs',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Add a subscription pack',
          params: idParamsSchema,
          body: subscriptionPackInputSchema,
          response: { 201: subscriptionPackSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.addPack(tenancyOf(request), request.params.id, request.body)),
    );
  };
