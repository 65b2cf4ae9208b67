import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionnairesEndpoints as endpoints } from '../../../src/api/contracts/questionnaire-endpoints.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { PreparedExports } from './prepared-exports.ts';

const tags = ['questionnaires'];

/** The answers' exports too large to stream to a waiting browser, prepared as files by a job. */
export const preparedExportRoutes =
  (prepared: PreparedExports): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.prepareExport, {
        tags,
        summary:
          'Prepare the completed answers as a file (xlsx, FHIR NDJSON or Bundle) in the background; follow it by its id',
      }),
      handler: async (request, reply) =>
        reply.code(202).send(await prepared.create(request.tenancy, request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.preparedExports, {
        tags,
        summary:
          "The asker's own prepared exports of a questionnaire that have not expired, newest first (at most 10)",
      }),
      handler: async (request) => prepared.list(request.tenancy, request.query.questionnaireId),
    });
    app.route({
      ...endpointRoute(endpoints.preparedExport, {
        tags,
        summary: 'A prepared export of the asker: its state and how many answers are written',
      }),
      handler: async (request) => prepared.get(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.preparedFile, {
        tags,
        summary: 'The prepared file, once ready (409 before, 404 once removed)',
      }),
      handler: async (request, reply) => {
        const file = await prepared.file(request.tenancy, request.params.id);
        return (
          reply
            .type(file.type)
            .header('content-length', file.size)
            .header('content-disposition', `attachment; filename="${file.name}"`)
            // A stream is sent as it is read (Fastify serializes objects only); the schema types JSON answers.
            .send(file.stream as never)
        );
      },
    });
    app.route({
      ...endpointRoute(endpoints.cancelExport, {
        tags,
        summary: 'Cancel a prepared export (its job stops before the next page) and remove its file',
      }),
      handler: async (request) => prepared.cancel(request.tenancy, request.params.id),
    });
  };
