import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  contactMessageSchema,
  contactReceiptSchema,
  idParamsSchema,
  issueReplyCreateSchema,
  issueReportCreateSchema,
  issueReportDetailSchema,
  issueReportListQuerySchema,
  issueReportPageSchema,
  issueReportSchema,
  issueReportStatusChangeSchema,
  issueReportSummarySchema,
} from '../../../src/api/contracts/index.ts';
import { answerFirst } from '../../http/after-answer.ts';
import { MEDIA_HEADERS } from '../../http/media-sniff.ts';
import { errorResponses } from '../../http/responses.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ReportsService } from './service.ts';
import type { ReportThreadService } from './thread-service.ts';

const errors = errorResponses;
const secured = { tags: ['issue-reports'], security: [{ bearer: [] }] };

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
    app.post(
      '/issue-reports',
      {
        config: { permission: 'issueReports.create' },
        bodyLimit: REPORT_BODY_LIMIT,
        schema: {
          ...secured,
          summary:
            "A guardian reports an issue (optional screenshot: PNG, JPEG or WebP, base64, ≤ 2 MB); the organisation's admins are e-mailed",
          body: issueReportCreateSchema,
          response: { 201: issueReportSchema, ...errors, 413: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(answerFirst(reply, queue, await service.create(request.tenancy, request.body))),
    );
    app.get(
      '/issue-reports',
      {
        config: { permission: 'issueReports.read' },
        schema: {
          ...secured,
          summary: "Admins: the organisation's reports; a guardian: their own (newest first)",
          querystring: issueReportListQuerySchema,
          response: { 200: issueReportPageSchema, ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.query),
    );
    app.put(
      '/issue-reports/:id',
      {
        config: { permission: 'issueReports.manage' },
        schema: {
          ...secured,
          summary:
            'Admins: move a report to open, in progress or resolved (audited); the reporter is e-mailed in their language',
          params: idParamsSchema,
          body: issueReportStatusChangeSchema,
          response: { 200: issueReportSchema, ...errors },
        },
      },
      async (request, reply) =>
        answerFirst(
          reply,
          queue,
          await service.changeStatus(request.tenancy, request.params.id, request.body.status),
        ),
    );
    app.get(
      '/issue-reports/summary',
      {
        config: { permission: 'issueReports.summary' },
        schema: {
          ...secured,
          summary: "Admins: how many of the organisation's reports are open and in progress",
          response: { 200: issueReportSummarySchema, ...errors },
        },
      },
      async (request) => thread.summary(request.tenancy),
    );
    app.get(
      '/issue-reports/:id',
      {
        config: { permission: 'issueReports.read' },
        schema: {
          ...secured,
          summary: "A report with its thread (its reporter and the organisation's admins)",
          params: idParamsSchema,
          response: { 200: issueReportDetailSchema, ...errors },
        },
      },
      async (request) => thread.detail(request.tenancy, request.params.id),
    );
    app.put(
      '/issue-reports/:id/read',
      {
        config: { permission: 'issueReports.read' },
        schema: {
          ...secured,
          summary:
            'The caller has read the report: its unread replies (their notifications leading to it) are read',
          params: idParamsSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await thread.markRead(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    );
    app.post(
      '/issue-reports/:id/replies',
      {
        config: { permission: 'issueReports.read' },
        schema: {
          ...secured,
          summary:
            "The reporter or an admin replies (audited); the other side is e-mailed. A family's reply reopens a resolved report",
          params: idParamsSchema,
          body: issueReplyCreateSchema,
          response: { 201: issueReportDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            answerFirst(
              reply,
              queue,
              await thread.reply(request.tenancy, request.params.id, request.body.body),
            ),
          ),
    );
    app.get(
      '/issue-reports/:id/screenshot',
      {
        config: { permission: 'issueReports.read' },
        schema: {
          ...secured,
          summary: "A report's screenshot (its admins and the guardian who sent it)",
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        const shot = await service.screenshot(request.tenancy, request.params.id);
        return reply
          .headers(MEDIA_HEADERS)
          .header('cache-control', 'private, no-store')
          .type(shot.type)
          .send(shot.data);
      },
    );
    app.post(
      '/contact',
      {
        config: { ...contactLimit, public: 'the public contact form (rate-limited per address)' },
        schema: {
          tags: ['contact'],
          summary: 'Public: the contact form; the product team is e-mailed (rate-limited per address)',
          body: contactMessageSchema,
          response: { 202: contactReceiptSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(answerFirst(reply, queue, service.contact(request.body))),
    );
  };
