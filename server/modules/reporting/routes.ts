import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../src/api/contracts/index.ts';
import {
  crossFeedbackPageSchema,
  newsletterOptInSchema,
  newsletterUsersSchema,
  organisationUsageListSchema,
  reportDefinitionSchema,
  reportExportCreateSchema,
  reportExportPageSchema,
  reportExportSchema,
  reportOptionsSchema,
  reportRunQuerySchema,
  reportRunSchema,
  savedReportPageSchema,
  savedReportSchema,
} from '../../../src/api/contracts/reporting.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { ProductReportsService } from './product-service.ts';
import type { ReportingService } from './service.ts';

const reporting = { tags: ['reporting'], security: [{ bearer: [] }] };
const product = { tags: ['reports'], security: [{ bearer: [] }] };

/** Saved reports (/reporting, xplr-fea-repo), the super admin's /reports and the newsletter opt-in. */
export const reportingRoutes =
  (service: ReportingService, products: ProductReportsService): FastifyPluginAsyncZod =>
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
          ...s("Admins: one page of the report's rows (an export reads up to 5000 a page)"),
          params: idParamsSchema,
          querystring: reportRunQuerySchema,
          response: { 200: reportRunSchema, ...errors },
        },
      },
      async (request) => service.run(request.tenancy, request.params.id, request.query),
    );
    app.post(
      '/reporting/:id/exports',
      {
        config: { permission: 'reporting.manage' },
        schema: {
          ...s('Admins: record an export the portal wrote (logged and audited)'),
          params: idParamsSchema,
          body: reportExportCreateSchema,
          response: { 201: reportExportSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.recordExport(request.tenancy, request.params.id, request.body)),
    );

    // The super admin's reports across organisations (/reports).
    app.get(
      '/reports/organisations',
      {
        config: { permission: 'reporting.product' },
        schema: {
          ...product,
          summary: 'Super admin: every organisation with its seats and usage (last 30 days)',
          response: { 200: organisationUsageListSchema, ...errors },
        },
      },
      async () => products.organisations(),
    );
    app.get(
      '/reports/newsletter-subscribed-users',
      {
        config: { permission: 'reporting.product' },
        schema: {
          ...product,
          summary: 'Super admin: the guardians subscribed to the newsletter',
          response: { 200: newsletterUsersSchema, ...errors },
        },
      },
      async () => products.newsletterUsers(),
    );
    app.get(
      '/reports/registration-feedback',
      {
        config: { permission: 'reporting.product' },
        schema: {
          ...product,
          summary: 'Super admin: registration feedback of every organisation, newest first',
          querystring: pageQuerySchema,
          response: { 200: crossFeedbackPageSchema, ...errors },
        },
      },
      async (request) => products.feedback(request.tenancy, request.query),
    );
    app.get(
      '/users/newsletter',
      {
        config: { permission: 'reporting.newsletter' },
        schema: {
          ...product,
          summary: 'A guardian: whether they are subscribed to the newsletter',
          response: { 200: newsletterOptInSchema, ...errors },
        },
      },
      async (request) => products.newsletter(request.tenancy),
    );
    app.put(
      '/users/newsletter',
      {
        config: { permission: 'reporting.newsletter' },
        schema: {
          ...product,
          summary: 'A guardian subscribes to the newsletter or unsubscribes (audited)',
          body: newsletterOptInSchema,
          response: { 200: newsletterOptInSchema, ...errors },
        },
      },
      async (request) => products.setNewsletter(request.tenancy, request.body),
    );
  };
