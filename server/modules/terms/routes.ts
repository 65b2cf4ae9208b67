import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { termsEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { TermsService } from './service.ts';

const tags = ['terms'];

/** Spec §7 Feedback and documents: document signing, and the admins' terms versions and report. */
export const termsRoutes =
  (service: TermsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.signings, {
        tags,
        summary: "The caller's acceptances of their organisation's terms, newest first",
      }),
      handler: async (request) => service.signings(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.current, {
        tags,
        summary: "The organisation's current terms (every language) and whether the caller accepted them",
      }),
      handler: async (request) => service.current(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.sign, {
        tags,
        summary: 'Accept the current terms version as shown (its SHA-256 in the language shown)',
        description:
          'Answers 201 with the new acceptance, or 200 with the earlier one when the caller already accepted this version; ' +
          '409 when the version named is not the current one.',
      }),
      handler: async (request, reply) => {
        const { signing, created } = await service.sign(request.tenancy, request.body);
        return reply.code(created ? 201 : 200).send(signing);
      },
    });
    app.route({
      ...endpointRoute(endpoints.versions, {
        tags,
        summary: "The organisation's terms versions, newest (current) first, with their acceptance counts",
      }),
      handler: async (request) => service.versions(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.publish, {
        tags,
        summary: 'Publish a new terms version (guardians must accept it before going on)',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.publish(request.tenancy, request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.report, {
        tags,
        summary: 'Who accepted which terms version in the organisation (admins)',
      }),
      handler: async (request) => service.report(request.tenancy, request.query),
    });
  };
