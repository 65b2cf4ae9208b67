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
  text,
} from '../../../src/api/contracts/index.ts';
import { errorResponses } from '../../http/responses.ts';
import type { OrganisationsService } from './service.ts';

const errors = errorResponses;
const secured = { tags: ['organisations'], security: [{ bearer: [] }] };

/** Spec §7 Organisation calls. Writes belong to the super admin; reads are scoped by tenancy. */
export const organisationRoutes =
  (service: OrganisationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organisation/:id',
      {
        config: { permission: 'organisations.read' },
        schema: {
          ...secured,
          summary: "An organisation by id (others' ids answer 404)",
          params: idParamsSchema,
          response: { 200: organisationSchema, ...errors },
        },
      },
      async (request) => service.get(request.tenancy, request.params.id),
    );

    app.get(
      '/organisation',
      {
        config: { permission: 'organisations.manage' },
        schema: {
          ...secured,
          summary: 'Organisations, a page at a time, newest first, by keyword',
          querystring: organisationListQuerySchema,
          response: { 200: organisationPageSchema, ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.query),
    );

    app.post(
      '/organisation',
      {
        config: { permission: 'organisations.manage' },
        schema: {
          ...secured,
          summary: 'Create an organisation',
          body: organisationInputSchema,
          response: { 201: organisationSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(request.tenancy, request.body)),
    );

    app.put(
      '/organisation/:id',
      {
        config: { permission: 'organisations.manage' },
        schema: {
          ...secured,
          summary: 'Change an organisation',
          params: idParamsSchema,
          body: organisationUpdateSchema,
          response: { 200: organisationSchema, ...errors },
        },
      },
      async (request) => service.update(request.tenancy, request.params.id, request.body),
    );

    app.delete(
      '/organisation/:id',
      {
        config: { permission: 'organisations.manage' },
        schema: {
          ...secured,
          summary: 'Delete an organisation that has no users left',
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
      '/organisations',
      {
        config: { permission: 'organisations.manage' },
        schema: {
          ...secured,
          summary: 'Every organisation (id and name), for pickers',
          response: { 200: organisationSummariesSchema, ...errors },
        },
      },
      async () => service.all(),
    );

    app.get(
      '/organisations/:code/code',
      {
        config: { public: "registration looks up the organisation's code" },
        schema: {
          tags: ['organisations'],
          summary: 'Public: the organisation of a registration code (its url_code)',
          params: z.object({ code: text().min(1).max(64) }),
          response: { 200: organisationCodeSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => service.byCode(request.params.code),
    );

    app.get(
      '/organisations/:id/content-items',
      {
        config: { permission: 'organisations.readSettings', organisationParam: 'id' },
        schema: {
          ...secured,
          summary: "The content-item catalogue, marking the organisation's enabled items",
          params: idParamsSchema,
          response: { 200: contentItemsResponseSchema, ...errors },
        },
      },
      async (request) => service.contentItems(request.tenancy, request.params.id),
    );

    app.post(
      '/organisations/:id/content-items',
      {
        config: { permission: 'organisations.manage' },
        schema: {
          ...secured,
          summary: 'Enable and disable content items (features switch capabilities)',
          params: idParamsSchema,
          body: contentItemChangeSchema,
          response: { 200: contentItemsResponseSchema, ...errors },
        },
      },
      async (request) => service.changeContentItems(request.tenancy, request.params.id, request.body),
    );

    app.get(
      '/organisations/:id/subscription-packs',
      {
        config: { permission: 'organisations.readSettings', organisationParam: 'id' },
        schema: {
          ...secured,
          summary: "The organisation's subscription packs",
          params: idParamsSchema,
          response: { 200: z.array(subscriptionPackSchema), ...errors },
        },
      },
      async (request) => service.packs(request.tenancy, request.params.id),
    );

    app.post(
      '/organisations/:id/subscription-packs',
      {
        config: { permission: 'organisations.manage' },
        schema: {
          ...secured,
          summary: 'Add a subscription pack',
          params: idParamsSchema,
          body: subscriptionPackInputSchema,
          response: { 201: subscriptionPackSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.addPack(request.tenancy, request.params.id, request.body)),
    );
  };
