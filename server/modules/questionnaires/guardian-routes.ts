import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyQuestionnairesEndpoints as endpoints } from '../../../src/api/contracts/questionnaire-endpoints.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { MineService, Respondent } from './mine.ts';

const tags = ['questionnaires'];

/** The portal's answering screen is the guardian's (questionnaires.draft refuses every other role). */
function guardianOf(t: Tenancy): Respondent {
  return { userId: t.principal.sub, organisationId: requireOrganisation(t) };
}

/** A guardian reads one response they were asked and saves a half-answered set to finish later. */
export const guardianQuestionnaireRoutes =
  (mine: Pick<MineService, 'one' | 'saveDraft'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.one, {
        tags,
        summary:
          'One questionnaire the signed-in guardian was asked: its version, status and answers (or draft)',
      }),
      handler: async (request) => mine.one(guardianOf(request.tenancy), request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.saveDraft, {
        tags,
        summary:
          'Save a half-answered set to finish later (each answer must fit; required ones may be missing)',
      }),
      handler: async (request) =>
        mine.saveDraft(guardianOf(request.tenancy), request.params.id, request.body.answers),
    });
  };
