import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerDraftSchema,
  myQuestionnaireSchema,
  responseIdParamsSchema,
} from '../../../src/api/contracts/questionnaires.ts';
import { errorResponses } from '../../http/responses.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { MineService, Respondent } from './mine.ts';

const secured = { tags: ['questionnaires'], security: [{ bearer: [] }] };

/** The portal's answering screen is the guardian's (questionnaires.draft refuses every other role). */
function guardianOf(t: Tenancy): Respondent {
  return { userId: t.principal.sub, organisationId: requireOrganisation(t) };
}

/** A guardian reads one response they were asked and saves a half-answered set to finish later. */
export const guardianQuestionnaireRoutes =
  (mine: Pick<MineService, 'one' | 'saveDraft'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/questionnaire/responses/:id/mine',
      {
        config: { permission: 'questionnaires.draft' },
        schema: {
          ...secured,
          summary:
            'One questionnaire the signed-in guardian was asked: its version, status and answers (or draft)',
          params: responseIdParamsSchema,
          response: { 200: myQuestionnaireSchema, ...errorResponses },
        },
      },
      async (request) => mine.one(guardianOf(request.tenancy), request.params.id),
    );
    app.put(
      '/questionnaire/responses/:id/draft',
      {
        config: { permission: 'questionnaires.draft' },
        schema: {
          ...secured,
          summary:
            'Save a half-answered set to finish later (each answer must fit; required ones may be missing)',
          params: responseIdParamsSchema,
          body: answerDraftSchema,
          response: { 200: myQuestionnaireSchema, ...errorResponses },
        },
      },
      async (request) => mine.saveDraft(guardianOf(request.tenancy), request.params.id, request.body.answers),
    );
  };
