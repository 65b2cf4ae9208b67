import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../src/api/contracts/index.ts';
import {
  reportDefinitionSchema,
  reportExportPageSchema,
  reportOptionsSchema,
  reportRunQuerySchema,
  reportRunSchema,
  savedReportPageSchema,
  savedReportSchema,
} from '../../../src/api/contracts/reporting.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { ReportingService } from './service.ts';

const reporting = { tags: ['reporting'], security: [{ bearer: [] }] };

/** Saved reports (/reporting, xplr-fea-repo) and their export log. */
export const reportingRoutes =
  (service: ReportingService): FastifyPluginAsyncZod =>
  async (app) => {
    const s = (summary: string) => ({ ...reporting, summary });
    app.get(
      '/reporting',
      {
        config: { permission: 'reporting.manage' },
        schema: {
          ...s("Admins: the organisation's saved reports, last changed first"),
          querystring: pageQuerySchema,
          response: { 200: savedReportPageSchema, ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.query),
    );
    app.post(
      '/reporting',
      {
        config: { permission: 'reporting.manage' },
        schema: {
          ...s('Admins: save a report (subject, columns, filters, sort; audited)'),
          body: reportDefinitionSchema,
          response: { 201: savedReportSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(request.tenancy, request.body)),
    );
    app.get(
      '/reporting/options',
      {
        config: { permission: 'reporting.manage' },
        schema: {
          ...s("Admins: the organisation's areas, questionnaire questions and app states a report can show"),
          response: { 200: reportOptionsSchema, ...errors },
        },
      },
      async (request) => service.options(request.tenancy),
    );
    app.get(
      '/reporting/exports',
      {
        config: { permission: 'reporting.manage' },
        schema: {
          ...s('Admins: the export log (who exported which report, with which filters, when)'),
          querystring: pageQuerySchema,
          response: { 200: reportExportPageSchema, ...errors },
        },
      },
      async (request) => service.exports(request.tenancy, request.query),
    );
    app.get(
      '/reporting/:id',
      {
        config: { permission: 'reporting.manage' },
        schema: {
          ...s('Admins: one saved report'),
          params: idParamsSchema,
          response: { 200: savedReportSchema, ...errors },
        },
      },
      async (request) => service.get(request.tenancy, request.params.id),
    );
    app.put(
      '/reporting/:id',
      {
        config: { permission: 'reporting.manage' },
        schema: {
          ...s('Admins: change a saved report (audited)'),
          params: idParamsSchema,
          body: reportDefinitionSchema,
          response: { 200: savedReportSchema, ...errors },
        },
      },
      async (request) => service.update(request.tenancy, request.params.id, request.body),
    );
    app.delete(
      '/reporting/:id',
      {
        config: { permission: 'reporting.manage' },
        schema: {
          ...s('Admins: delete a saved report (its export log stays; audited)'),
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
      '/reporting/:id/run',
      {
        config: { permission: 'reporting.manage' },
        schema: {
          ...s("Admins: one page of the report's rows (each row's figures computed for the page alone)"),
          params: idParamsSchema,
          querystring: reportRunQuerySchema,
          response: { 200: reportRunSchema, ...errors },
        },
      },
      async (request) => service.run(request.tenancy, request.params.id, request.query),
    );
    app.get(
      '/reporting/:id/export',
      {
        config: { permission: 'reporting.manage' },
        schema: {
          ...s(
            'Admins: every row of the report (its saved filters) as an .xlsx file streamed as it is read (logged and audited with its row count)',
          ),
          params: idParamsSchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const file = await service.exportFile(request.tenancy, request.params.id);
        return (
          reply
            .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', `attachment; filename="report-${request.params.id}.xlsx"`)
            // A stream is sent as it is read (Fastify serializes objects only); the schema types JSON answers.
            .send(file as never)
        );
      },
    );
  };
