import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contracts/index.ts';
import { quizzesEndpoints as endpoints } from '../../../src/api/contracts/quizzes.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/responses.ts';
import { acceptImageBodies, declaredType, sendImage } from '../../media/image-store.ts';
import { QUIZ_IMAGES, type QuizzesService } from './service.ts';

const tags = ['quizzes'];

/** Quizzes (xplr-fea-quiz): the portal's calls, question images, and the patients' app's calls. */
export const quizRoutes =
  (deps: { quizzes: QuizzesService }): FastifyPluginAsyncZod =>
  async (api) => {
    const { quizzes } = deps;
    acceptImageBodies(api, QUIZ_IMAGES);

    api.route({
      ...endpointRoute(endpoints.list, { tags, summary: "The organisation's quizzes" }),
      handler: async (request) => quizzes.list(request.tenancy),
    });
    api.route({
      ...endpointRoute(endpoints.create, { tags, summary: 'Create a quiz' }),
      handler: async (request, reply) =>
        reply.code(201).send(await quizzes.create(request.tenancy, request.body)),
    });
    api.route({
      ...endpointRoute(endpoints.get, { tags, summary: 'One quiz with its questions' }),
      handler: async (request) => quizzes.get(request.tenancy, request.params.id),
    });
    api.route({
      ...endpointRoute(endpoints.update, { tags, summary: 'Edit a quiz (question ids keep their results)' }),
      handler: async (request) => quizzes.update(request.tenancy, request.params.id, request.body),
    });
    api.route({
      ...endpointRoute(endpoints.remove, {
        tags,
        summary: 'Delete a quiz with its results (not while a mission has it as a step)',
      }),
      handler: async (request, reply) => {
        await quizzes.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    });
    api.route({
      ...endpointRoute(endpoints.setAreas, { tags, summary: 'Offer the quiz in exactly these areas' }),
      handler: async (request) => quizzes.setAreas(request.tenancy, request.params.id, request.body.area_ids),
    });
    api.route({
      ...endpointRoute(endpoints.results, { tags, summary: 'Results per patient and per question' }),
      handler: async (request) => quizzes.results(request.tenancy, request.params.id),
    });
    api.route({
      ...endpointRoute(endpoints.uploadImage, {
        tags,
        summary: 'Upload a question image (PNG, JPEG, WebP or GIF body, at most 2 MB): its id and address',
        errors: { ...errorResponses, 413: apiErrorSchema, 415: apiErrorSchema },
      }),
      handler: async (request, reply) => {
        const upload = quizzes.uploadImage(request.tenancy, request.body, declaredType(request));
        return reply.code(201).send(await upload);
      },
    });
    api.route({
      ...endpointRoute(endpoints.image, {
        tags,
        summary:
          'Public: a question image (its address carries the content hash); `w` and `q` ask for one width',
        errors: {},
      }),
      handler: async (request, reply) => {
        const image = await quizzes.image(request.params.id, request.query.v);
        // The address names the content: it never changes, so it may be kept for a year.
        return sendImage(request, reply, image, true);
      },
    });
  };
