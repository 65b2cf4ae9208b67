import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionnairesEndpoints as endpoints } from '../../../src/api/contracts/questionnaire-endpoints.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { ChildrenService } from './children-service.ts';

const tags = ['questionnaires'];

/** The children a questionnaire may be asked about, and one child's score over time (admins). */
export const childrenRoutes =
  (children: ChildrenService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.linkedChildren, {
        tags,
        summary:
          'The patients actively linked to these guardians of the organisation (name, date of birth, patient number): whom the questions may be about',
      }),
      handler: async (request) => children.linkedChildren(request.tenancy, request.query.userIds),
    });
    app.route({
      ...endpointRoute(endpoints.scores, {
        tags,
        summary:
          "One child's scores across a questionnaire's repeats (the latest, oldest first) with the rule's threshold",
      }),
      handler: async (request) => children.scores(request.tenancy, request.query),
    });
  };
