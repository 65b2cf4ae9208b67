import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, issueReportsEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { answerFirst } from '../../http/after-answer.ts';
import { MEDIA_HEADERS } from '../../http/media-sniff.ts';
import { errorResponses } from '../../http/responses.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ReportsService } from './service.ts';
import type { ReportThreadService } from './thread-service.ts';

const tags = ['issue-reports'];

/** A base64 screenshot of 2 MB is about 2.8 MB of JSON: this call alone may send that much. */
const REPORT_BODY_LIMIT = 3 * 1024 * 1024;

/** Issue reports (/report) and the public contact form. */
export const reportRoutes =
  (
    service: ReportsService,
    thread: ReportThreadService,
    queue: Pick<Mailer, 'later'>,
    contactLimit: { rateLimit: { max: number; timeWindow: number } },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary:
          "A guardian reports an issue (optional screenshot: PNG, JPEG or WebP, base64, ≤ 2 MB); the organisation's admins are e-mailed",
        errors: { ...errorResponses, 413: apiErrorSchema },
      }),
      bodyLimit: REPORT_BODY_LIMIT,
      handler: async (request, reply) =>
        reply.code(201).send(answerFirst(reply, queue, await service.create(request.tenancy, request.body))),
    });
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary: "Admins: the organisation's reports; a guardian: their own (newest first)",
      }),
      handler: async (request) => service.list(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.changeStatus, {
        tags,
        summary:
          'Admins: move a report to open, in progress or resolved (audited); the reporter is e-mailed in their language',
      }),
      handler: async (request, reply) =>
        answerFirst(
          reply,
          queue,
          await service.changeStatus(request.tenancy, request.params.id, request.body.status),
        ),
    });
    app.route({
      ...endpointRoute(endpoints.summary, {
        tags,
        summary: "Admins: how many of the organisation's reports are open and in progress",
      }),
      handler: async (request) => thread.summary(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.detail, {
        tags,
        summary: "A report with its thread (its reporter and the organisation's admins)",
      }),
      handler: async (request) => thread.detail(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.markRead, {
        tags,
        summary:
          'The caller has read the report: its unread replies (their notifications leading to it) are read',
      }),
      handler: async (request, reply) => {
        await thread.markRead(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.reply, {
        tags,
        summary:
          "The reporter or an admin replies (audited); the other side is e-mailed. A family's reply reopens a resolved report",
      }),
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            answerFirst(
              reply,
              queue,
              await thread.reply(request.tenancy, request.params.id, request.body.body),
            ),
          ),
    });
    app.route({
      ...endpointRoute(endpoints.screenshot, {
        tags,
        summary: "A report's screenshot (its admins and the guardian who sent it)",
        errors: {},
      }),
      handler: async (request, reply) => {
        const shot = await service.screenshot(request.tenancy, request.params.id);
        return reply
          .headers(MEDIA_HEADERS)
          .header('cache-control', 'private, no-store')
          .type(shot.type)
          .send(shot.data);
      },
    });
    app.route({
      ...endpointRoute(endpoints.contact, {
        tags: ['contact'],
        summary: 'Public: the contact form; the product team is e-mailed (rate-limited per address)',
        config: contactLimit,
      }),
      handler: async (request, reply) =>
        reply.code(202).send(answerFirst(reply, queue, service.contact(request.body))),
    });
  };
