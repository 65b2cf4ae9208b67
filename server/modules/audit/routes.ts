import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEndpoints as endpoints } from '../../../src/api/contracts/audit.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { AuditService } from './service.ts';

const tags = ['audit'];

/** The audit log (admins, the super admin) and a guardian's record views. */
export const auditRoutes =
  (service: AuditService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary:
          "Admins: the audit log of the organisation (the super admin: every organisation's), newest first",
      }),
      handler: async (request) => service.list(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.people, {
        tags,
        summary: 'Admins: the staff the audit log can be filtered by (at most 20, by name or e-mail)',
      }),
      handler: async (request) => service.people(request.tenancy, request.query.search),
    });
    app.route({
      ...endpointRoute(endpoints.export, {
        tags,
        summary:
          'Admins: the filtered audit log as an .xlsx file, newest first, streamed (itself audited as export.audit with the rows sent)',
      }),
      handler: async (request, reply) => {
        const file = await service.export(request.tenancy, request.query);
        return (
          reply
            .type(endpoints.export.file)
            .header('content-disposition', 'attachment; filename="audit.xlsx"')
            // A stream is sent as it is read (Fastify serializes objects only); the schema types JSON answers.
            .send(file as never)
        );
      },
    });
    app.route({
      ...endpointRoute(endpoints.recordViews, {
        tags,
        summary: "Guardians: who at the hospital viewed or exported their own or their children's data",
        config: {
          target: { own: "the guardian's own family: the service reads the views of the caller's data" },
        },
      }),
      handler: async (request) => service.recordViews(request.tenancy, request.query.page),
    });
  };
