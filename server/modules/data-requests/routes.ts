import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../src/api/contracts/index.ts';
import {
  dataExportQuerySchema,
  dataRequestCreateSchema,
  dataRequestListQuerySchema,
  dataRequestListSchema,
  dataRequestPageSchema,
  dataRequestRefuseSchema,
  dataRequestSchema,
  deletionPreviewSchema,
} from '../../../src/api/contracts/data-requests.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { DataRequestsService } from './service.ts';

const secured = { tags: ['data-requests'], security: [{ bearer: [] }] };

/** A family's data (download, deletion requests) and the admins' queue of those requests. */
export const dataRequestRoutes =
  (service: DataRequestsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/account/data',
      {
        config: { permission: 'dataRequests.own' },
        schema: {
          ...secured,
          summary:
            'A guardian downloads everything Lantern holds about them and their children: JSON, a FHIR R5 Bundle or a readable page (audited)',
          querystring: dataExportQuerySchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const file = await service.exportData(request.tenancy, request.query.format);
        return (
          reply
            .type(file.type)
            .header('content-disposition', `attachment; filename="${file.name}"`)
            .header('cache-control', 'private, no-store')
            // A string is sent as it is with its own type; the schema types the JSON error answers only.
            .send(file.body as never)
        );
      },
    );
    app.post(
      '/account/data-requests',
      {
        config: { permission: 'dataRequests.own' },
        schema: {
          ...secured,
          summary:
            "A guardian asks for their family's data to be deleted (one open request at a time); they and the organisation's admins are e-mailed",
          body: dataRequestCreateSchema,
          response: { 201: dataRequestSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(request.tenancy, request.body)),
    );
    app.get(
      '/account/data-requests',
      {
        config: { permission: 'dataRequests.own' },
        schema: {
          ...secured,
          summary: "A guardian's own data requests, newest first",
          response: { 200: dataRequestListSchema, ...errors },
        },
      },
      async (request) => service.mine(request.tenancy),
    );
    app.get(
      '/data-requests',
      {
        config: { permission: 'dataRequests.manage' },
        schema: {
          ...secured,
          summary:
            "Admins: the organisation's data requests (the super admin: every organisation's), open ones by due day first",
          querystring: dataRequestListQuerySchema,
          response: { 200: dataRequestPageSchema, ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.query),
    );
    app.get(
      '/data-requests/:id/preview',
      {
        config: { permission: 'dataRequests.manage' },
        schema: {
          ...secured,
          summary:
            "Admins, before approving a deletion: the requester's children it erases, and those kept because another guardian is linked",
          params: idParamsSchema,
          response: { 200: deletionPreviewSchema, ...errors },
        },
      },
      async (request) => service.preview(request.tenancy, request.params.id),
    );
    app.post(
      '/data-requests/:id/approve',
      {
        config: { permission: 'dataRequests.manage' },
        schema: {
          ...secured,
          summary:
            'Admins approve a deletion request (audited); a job erases the family data; the guardian is e-mailed',
          params: idParamsSchema,
          response: { 200: dataRequestSchema, ...errors },
        },
      },
      async (request) => service.approve(request.tenancy, request.params.id),
    );
    app.post(
      '/data-requests/:id/refuse',
      {
        config: { permission: 'dataRequests.manage' },
        schema: {
          ...secured,
          summary: 'Admins refuse a deletion request with a reason (audited); the guardian is e-mailed',
          params: idParamsSchema,
          body: dataRequestRefuseSchema,
          response: { 200: dataRequestSchema, ...errors },
        },
      },
      async (request) => service.refuse(request.tenancy, request.params.id, request.body.reason),
    );
  };
