import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  preparedExportCreateSchema,
  preparedExportIdParamsSchema,
  preparedExportSchema,
} from '../../../src/api/contracts/questionnaires.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { PreparedExports } from './prepared-exports.ts';

const secured = { tags: ['questionnaires'], security: [{ bearer: [] }] };

/** The answers' exports too large to stream to a waiting browser, prepared as files by a job. */
export const preparedExportRoutes =
  (prepared: PreparedExports): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/questionnaire/responses/exports',
      {
        config: { permission: 'questionnaires.manage' },
        schema: {
          ...secured,
          summary:
            'Prepare the completed answers as a file (xlsx, FHIR NDJSON or Bundle) in the background; follow it by its id',
          body: preparedExportCreateSchema,
          response: { 202: preparedExportSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(202).send(await prepared.create(request.tenancy, request.body)),
    );
    app.get(
      '/questionnaire/responses/exports/:id',
      {
        config: { permission: 'questionnaires.manage' },
        schema: {
          ...secured,
          summary: 'A prepared export of the asker: its state and how many answers are written',
          params: preparedExportIdParamsSchema,
          response: { 200: preparedExportSchema, ...errors },
        },
      },
      async (request) => prepared.get(request.tenancy, request.params.id),
    );
    app.get(
      '/questionnaire/responses/exports/:id/file',
      {
        config: { permission: 'questionnaires.manage' },
        schema: {
          ...secured,
          summary: 'The prepared file, once ready (409 before, 404 once removed)',
          params: preparedExportIdParamsSchema,
          response: errors,
        },
      },
      async (request, reply) => {
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
    );
    app.delete(
      '/questionnaire/responses/exports/:id',
      {
        config: { permission: 'questionnaires.manage' },
        schema: {
          ...secured,
          summary: 'Cancel a prepared export (its job stops before the next page) and remove its file',
          params: preparedExportIdParamsSchema,
          response: { 200: preparedExportSchema, ...errors },
        },
      },
      async (request) => prepared.cancel(request.tenancy, request.params.id),
    );
  };
