import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditFilterSchema,
  auditPageSchema,
  auditPeopleQuerySchema,
  auditPeopleSchema,
  auditQuerySchema,
  recordViewsPageSchema,
  recordViewsQuerySchema,
} from '../../../src/api/contracts/audit.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { AuditService } from './service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const secured = { tags: ['audit'], security: [{ bearer: [] }] };

/** The audit log (admins, the super admin) and a guardian's record views. */
export const auditRoutes =
  (service: AuditService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit',
      {
        config: { permission: 'audit.read' },
        schema: {
          ...secured,
          summary:
            "Admins: the audit log of the organisation (the super admin: every organisation's), newest first",
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.query),
    );
    app.get(
      '/audit/people',
      {
        config: { permission: 'audit.read' },
        schema: {
          ...secured,
          summary: 'Admins: the staff the audit log can be filtered by (at most 20, by name or e-mail)',
          querystring: auditPeopleQuerySchema,
          response: { 200: auditPeopleSchema, ...errors },
        },
      },
      async (request) => service.people(request.tenancy, request.query.search),
    );
    app.get(
      '/audit/export',
      {
        config: { permission: 'audit.read' },
        schema: {
          ...secured,
          summary:
            'Admins: the filtered audit log as an .xlsx file, newest first, streamed (itself audited as export.audit with the rows sent)',
          querystring: auditFilterSchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const file = await service.export(request.tenancy, request.query);
        return (
          reply
            .type(XLSX_TYPE)
            .header('content-disposition', 'attachment; filename="audit.xlsx"')
            // A stream is sent as it is read (Fastify serializes objects only); the schema types JSON answers.
            .send(file as never)
        );
      },
    );
    app.get(
      '/account/record-views',
      {
        config: { permission: 'account.record_views' },
        schema: {
          ...secured,
          summary: "Guardians: who at the hospital viewed or exported their own or their children's data",
          querystring: recordViewsQuerySchema,
          response: { 200: recordViewsPageSchema, ...errors },
        },
      },
      async (request) => service.recordViews(request.tenancy, request.query.page),
    );
  };
