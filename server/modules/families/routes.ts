import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familiesEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { FamiliesService } from './service.ts';
import type { FamilySettingsService } from './settings-service.ts';

const tags = ['families'];

/** The hospital's calls of the family model (an admin, or the super admin within a selected organisation). */
export const familiesRoutes =
  (service: FamiliesService, settings: FamilySettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.linksOf, {
        tags,
        summary: "A user's family links: a patient's guardians or a guardian's children, with their history",
      }),
      handler: async (request) => service.linksOf(request.tenancy, request.params.user_id),
    });

    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary:
          "The organisation's family links of one status (pending by default: links awaiting approval)",
      }),
      handler: async (request) => service.page(request.tenancy, request.query),
    });

    app.route({
      ...endpointRoute(endpoints.comingOfAge, {
        tags,
        summary: "Active links whose child reaches the organisation's coming of age within 30 days",
      }),
      handler: async (request) => service.comingOfAge(request.tenancy),
    });

    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary: 'Link a guardian to a patient of the organisation (active at once)',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.create(request.tenancy, request.body)),
    });

    app.route({
      ...endpointRoute(endpoints.approve, { tags, summary: 'Approve a link a family made' }),
      handler: async (request) => service.approve(request.tenancy, request.params.id),
    });

    app.route({
      ...endpointRoute(endpoints.revoke, {
        tags,
        summary:
          'Revoke a link with a reason (kept as history); the guardian loses access at once and the child gets a new app code unless keep_app_code',
      }),
      handler: async (request) =>
        service.revoke(request.tenancy, request.params.id, request.body.reason, request.body.keep_app_code),
    });

    app.route({
      ...endpointRoute(endpoints.updateRelationship, { tags, summary: "Change a live link's relationship" }),
      handler: async (request) =>
        service.updateRelationship(request.tenancy, request.params.id, request.body.relationship),
    });

    app.route({
      ...endpointRoute(endpoints.settings, {
        tags,
        summary: "The organisation's family settings: link approval, coming-of-age, families' languages",
        config: { target: { organisation: 'id' } },
      }),
      handler: async (request) => settings.get(request.params.id),
    });

    app.route({
      ...endpointRoute(endpoints.updateSettings, {
        tags,
        summary: "Change the organisation's family settings",
        config: { target: { organisation: 'id' } },
      }),
      handler: async (request) => settings.update(request.tenancy, request.params.id, request.body),
    });
  };
