import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appQuizListSchema,
  quizAnswersSchema,
  quizAttemptSchema,
  quizIdParamsSchema,
} from '../../../src/api/contracts/quizzes.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import { appPatientOf } from '../../plugins/app-patient.ts';
import type { AppQuizzesService } from './app-service.ts';

const app = { tags: ['app'], security: [{ bearer: [] }] };
const params = quizIdParamsSchema;

/** The patients' app's quizzes: those of its patient's areas, and its answers (xplr-fea-quiz). */
export const quizAppRoutes =
  (appQuizzes: AppQuizzesService): FastifyPluginAsyncZod =>
  async (api) => {
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
