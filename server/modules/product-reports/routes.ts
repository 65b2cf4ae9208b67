import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../src/api/contracts/index.ts';
import {
  crossFeedbackPageSchema,
  newsletterOptInSchema,
  newsletterUsersSchema,
  organisationUsageListSchema,
} from '../../../src/api/contracts/product-reports.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { ProductReportsService } from './service.ts';

const product = { tags: ['reports'], security: [{ bearer: [] }] };

/** The super admin's reports across organisations (/reports), and a guardian's newsletter opt-in. */
export const productReportsRoutes =
  (products: ProductReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reports/organisations',
      {
        config: { permission: 'productReports.read' },
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
        config: { permission: 'productReports.read' },
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
        config: { permission: 'productReports.read' },
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
        config: { permission: 'productReports.newsletter' },
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
        config: { permission: 'productReports.newsletter' },
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
