import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contracts/index.ts';
import {
  appQuizListSchema,
  areaIdsSchema,
  QUIZ_IMAGE_MAX_BYTES,
  QUIZ_IMAGE_TYPES,
  quizAnswersSchema,
  quizAttemptSchema,
  quizIdParamsSchema,
  quizImageQuerySchema,
  quizImageSchema,
  quizInputSchema,
  quizListSchema,
  quizResultsSchema,
  quizSchema,
} from '../../../src/api/contracts/quizzes.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import { MEDIA_HEADERS } from '../../http/media-sniff.ts';
import { appPatientOf } from '../../plugins/app-patient.ts';
import type { AppQuizzesService } from './app-service.ts';
import type { QuizzesService } from './service.ts';

const secured = { tags: ['quizzes'], security: [{ bearer: [] }] };
const app = { tags: ['app'], security: [{ bearer: [] }] };
const params = quizIdParamsSchema;

/** Quizzes (xplr-fea-quiz): the portal's calls, question images, and the patients' app's calls. */
export const quizRoutes =
  (deps: { quizzes: QuizzesService; appQuizzes: AppQuizzesService }): FastifyPluginAsyncZod =>
  async (api) => {
    const { quizzes, appQuizzes } = deps;
    api.addContentTypeParser(
      [...QUIZ_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: QUIZ_IMAGE_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );

    api.get(
      '/quizzes',
      {
        config: { permission: 'quizzes.manage' },
        schema: {
          ...secured,
          summary: "The organisation's quizzes",
          response: { 200: quizListSchema, ...errors },
        },
      },
      async (request) => quizzes.list(request.tenancy),
    );
    api.post(
      '/quizzes',
      {
        config: { permission: 'quizzes.manage' },
        schema: {
          ...secured,
          summary: 'Create a quiz',
          body: quizInputSchema,
          response: { 201: quizSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await quizzes.create(request.tenancy, request.body)),
    );
    api.get(
      '/quizzes/:id',
      {
        config: { permission: 'quizzes.manage' },
        schema: {
          ...secured,
          summary: 'One quiz with its questions',
          params,
          response: { 200: quizSchema, ...errors },
        },
      },
      async (request) => quizzes.get(request.tenancy, request.params.id),
    );
    api.put(
      '/quizzes/:id',
      {
        config: { permission: 'quizzes.manage' },
        schema: {
          ...secured,
          summary: 'Edit a quiz (question ids keep their results)',
          params,
          body: quizInputSchema,
          response: { 200: quizSchema, ...errors },
        },
      },
      async (request) => quizzes.update(request.tenancy, request.params.id, request.body),
    );
    api.delete(
      '/quizzes/:id',
      {
        config: { permission: 'quizzes.manage' },
        schema: {
          ...secured,
          summary: 'Delete a quiz with its results (not while a mission has it as a step)',
          params,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await quizzes.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    );
    api.put(
      '/quizzes/:id/areas',
      {
        config: { permission: 'quizzes.manage' },
        schema: {
          ...secured,
          summary: 'Offer the quiz in exactly these areas',
          params,
          body: areaIdsSchema,
          response: { 200: quizSchema, ...errors },
        },
      },
      async (request) => quizzes.setAreas(request.tenancy, request.params.id, request.body.area_ids),
    );
    api.get(
      '/quizzes/:id/results',
      {
        config: { permission: 'quizzes.manage' },
        schema: {
          ...secured,
          summary: 'Results per patient and per question',
          params,
          response: { 200: quizResultsSchema, ...errors },
        },
      },
      async (request) => quizzes.results(request.tenancy, request.params.id),
    );
    api.post(
      '/quizzes/images',
      {
        config: { permission: 'quizzes.manage' },
        schema: {
          ...secured,
          summary: 'Upload a question image (PNG, JPEG, WebP or GIF body, at most 2 MB): its id and address',
          response: { 201: quizImageSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const declared = String(request.headers['content-type']).split(';')[0]?.trim().toLowerCase() ?? '';
        return reply.code(201).send(await quizzes.uploadImage(request.tenancy, request.body, declared));
      },
    );
    api.get(
      '/quizzes/images/:id',
      {
        config: {
          public:
            'question images load in <img>, without a bearer token: the content hash in the address is the credential',
        },
        schema: {
          tags: ['quizzes'],
          summary: 'Public: a question image (its address carries the content hash)',
          params,
          querystring: quizImageQuerySchema,
        },
      },
      async (request, reply) => {
        const image = await quizzes.image(request.params.id, request.query.v);
        const etag = `"${image.hash}"`;
        // The address names the content: it never changes, so it may be kept for a year.
        reply
          .headers(MEDIA_HEADERS)
          .header('etag', etag)
          .header('cache-control', 'public, max-age=31536000, immutable');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(image.contentType).send(image.data);
      },
    );

    api.get(
      '/app/quizzes',
      {
        config: { permission: 'quizzes.play' },
        schema: {
          ...app,
          summary: "The quizzes of the app's patient's areas, with their last score",
          response: { 200: appQuizListSchema, ...errors },
        },
      },
      async (request) => appQuizzes.mine(appPatientOf(request)),
    );
    api.post(
      '/app/quizzes/:id/answers',
      {
        config: { permission: 'quizzes.play' },
        schema: {
          ...app,
          summary: 'Submit answers to a quiz: scored here; the same client_id again records nothing new',
          params,
          body: quizAnswersSchema,
          response: { 200: quizAttemptSchema, ...errors },
        },
      },
      async (request) => appQuizzes.answer(appPatientOf(request), request.params.id, request.body),
    );
  };
