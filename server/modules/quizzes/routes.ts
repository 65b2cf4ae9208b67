import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contracts/index.ts';
import {
  areaIdsSchema,
  quizIdParamsSchema,
  quizImageQuerySchema,
  quizImageSchema,
  quizInputSchema,
  quizListSchema,
  quizResultsSchema,
  quizSchema,
} from '../../../src/api/contracts/quizzes.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import { acceptImageBodies, declaredType, sendImage } from '../../media/image-store.ts';
import { QUIZ_IMAGES, type QuizzesService } from './service.ts';

const secured = { tags: ['quizzes'], security: [{ bearer: [] }] };
const params = quizIdParamsSchema;

/** Quizzes (xplr-fea-quiz): the portal's calls, question images, and the patients' app's calls. */
export const quizRoutes =
  (deps: { quizzes: QuizzesService }): FastifyPluginAsyncZod =>
  async (api) => {
    const { quizzes } = deps;
    acceptImageBodies(api, QUIZ_IMAGES);

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
        const upload = quizzes.uploadImage(request.tenancy, request.body, declaredType(request));
        return reply.code(201).send(await upload);
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
          summary:
            'Public: a question image (its address carries the content hash); `w` and `q` ask for one width',
          params,
          querystring: quizImageQuerySchema,
        },
      },
      async (request, reply) => {
        const image = await quizzes.image(request.params.id, request.query.v);
        // The address names the content: it never changes, so it may be kept for a year.
        return sendImage(request, reply, image, true);
      },
    );
  };
