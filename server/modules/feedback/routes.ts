import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  feedbackReceivedSchema,
  feedbackSubmitSchema,
  feedbackTokenParamsSchema,
  feedbackTokenStatusSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { PublicCallLimit } from '../auth/index.ts';
import type { FeedbackService } from './service.ts';

const publicErrors = { 400: apiErrorSchema, 429: apiErrorSchema };

/** Spec §7 Feedback and documents: the e-mailed feedback link (public, the token is the credential) and the admins' list. */
export const feedbackRoutes =
  (service: FeedbackService, limit: PublicCallLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/registration_feedback/token/:token',
      {
        config: { ...limit, public: 'the feedback page checks the e-mailed link before showing its form' },
        schema: {
          tags: ['feedback'],
          summary: 'Whether a feedback link can still be used',
          params: feedbackTokenParamsSchema,
          response: { 200: feedbackTokenStatusSchema, ...publicErrors },
        },
      },
      async (request) => service.status(request.params.token),
    );
    app.put(
      '/registration_feedback',
      {
        config: { ...limit, public: 'the e-mailed token is the credential' },
        schema: {
          tags: ['feedback'],
          summary: 'Send registration feedback through the e-mailed link (once)',
          description:
            'A link that is not valid, has expired or was already used answers 400 naming `token`.',
          body: feedbackSubmitSchema,
          response: { 200: feedbackReceivedSchema, ...publicErrors },
        },
      },
      async (request) => service.submit(request.body),
    );
    app.get(
      '/registration-feedback',
      {
        config: { permission: 'feedback.read' },
        schema: {
          tags: ['feedback'],
          security: [{ bearer: [] }],
          summary: "The organisation's registration feedback, newest first (admins)",
          querystring: feedbackListQuerySchema,
          response: { 200: feedbackPageSchema, ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.query),
    );
  };
