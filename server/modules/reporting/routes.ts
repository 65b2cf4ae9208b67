import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportingEndpoints as endpoints } from '../../../src/api/contracts/reporting.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { ReportingService } from './service.ts';

const tags = ['reporting'];

/** Saved reports (/reporting, xplr-fea-repo) and their export log. */
export const reportingRoutes =
  (service: ReportingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary: "Admins: the organisation's saved reports, last changed first",
      }),
      handler: async (request) => service.list(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary: 'Admins: save a report (subject, columns, filters, sort; audited)',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.create(request.tenancy, request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.options, {
        tags,
        summary: "Admins: the organisation's areas, questionnaire questions and app states a report can show",
      }),
      handler: async (request) => service.options(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.exports, {
        tags,
        summary: 'Admins: the export log (who exported which report, with which filters, when)',
      }),
      handler: async (request) => service.exports(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.get, { tags, summary: 'Admins: one saved report' }),
      handler: async (request) => service.get(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.update, { tags, summary: 'Admins: change a saved report (audited)' }),
      handler: async (request) => service.update(request.tenancy, request.params.id, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.remove, {
        tags,
        summary: 'Admins: delete a saved report (its export log stays; audited)',
      }),
      handler: async (request, reply) => {
        await service.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.run, {
        tags,
        summary: "Admins: one page of the report's rows (each row's figures computed for the page alone)",
      }),
      handler: async (request) => service.run(request.tenancy, request.params.id, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.export, {
        tags,
        summary:
          'Admins: every row of the report (its saved filters) as an .xlsx file streamed as it is read (logged and audited with its row count)',
      }),
      handler: async (request, reply) => {
        const file = await service.exportFile(request.tenancy, request.params.id);
        return (
          reply
            .type(endpoints.export.file)
            .header('content-disposition', `attachment; filename="report-${request.params.id}.xlsx"`)
            // A stream is sent as it is read (Fastify serializes objects only); the schema types JSON answers.
            .send(file as never)
        );
      },
    });
  };
