import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerSubmitSchema,
  answeredResponseSchema,
  myQuestionnairesSchema,
  responseIdParamsSchema,
} from '../../../src/api/contracts/questionnaires.ts';
import { errorResponses } from '../../http/responses.ts';
import { notFound } from '../../http/errors.ts';
import { appPatientOf } from '../../plugins/app-patient.ts';
import type { MineService } from './mine.ts';
import type { AnsweringService } from './answering.ts';
import type { FlagService } from './flag-service.ts';
import type { QuestionnairesRepository } from './repository.ts';
import { toResponse } from './responses-service.ts';

const secured = { tags: ['app'], security: [{ bearer: [] }] };

/** The patients' app: the questionnaires its patient was asked, and their answers (app tokens only). */
export const appQuestionnaireRoutes =
  (deps: {
    answering: AnsweringService;
    mine: Pick<MineService, 'mine'>;
    flags: Pick<FlagService, 'safetyNetFor'>;
    repo: Pick<QuestionnairesRepository, 'responses'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/app/questionnaires',
      {
        config: { permission: 'questionnaires.app' },
        schema: {
          ...secured,
          summary: "The questionnaires the app's patient was asked: to answer, and answered",
          response: { 200: myQuestionnairesSchema, ...errorResponses },
        },
      },
      async (request) => deps.mine.mine(appPatientOf(request)),
    );
    app.post(
      '/app/questionnaires/:id/answers',
      {
        config: { permission: 'questionnaires.app' },
        schema: {
          ...secured,
          summary: 'Answer a questionnaire the patient was asked (the id is the response id; once)',
          params: responseIdParamsSchema,
          body: answerSubmitSchema,
          response: { 200: answeredResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const who = appPatientOf(request);
        const row = await deps.answering.answer(who, request.params.id, request.body.answers);
        const [shown] = await deps.repo.responses({ id: row.id });
        if (!shown) throw notFound('Questionnaire response');
        return { ...toResponse(shown), safety_net: await deps.flags.safetyNetFor(row.id, who.userId) };
      },
    );
  };
