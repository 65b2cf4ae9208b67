import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  linkedChildrenQuerySchema,
  linkedChildrenSchema,
  scoresQuerySchema,
  scoresSchema,
} from '../../../src/api/contracts/questionnaires.ts';
import { errorResponses } from '../../http/responses.ts';
import type { ChildrenService } from './children-service.ts';

const secured = { tags: ['questionnaires'], security: [{ bearer: [] }] };

/** The children a questionnaire may be asked about, and one child's score over time (admins). */
export const childrenRoutes =
  (children: ChildrenService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/questionnaire/linked-children',
      {
        config: { permission: 'questionnaires.manage' },
        schema: {
          ...secured,
          summary:
            'The patients actively linked to these guardians of the organisation (name, date of birth, patient number): whom the questions may be about',
          querystring: linkedChildrenQuerySchema,
          response: { 200: linkedChildrenSchema, ...errorResponses },
        },
      },
      async (request) => children.linkedChildren(request.tenancy, request.query.userIds),
    );
    app.get(
      '/questionnaire/scores',
      {
        config: { permission: 'questionnaires.manage' },
        schema: {
          ...secured,
          summary:
            "One child's scores across a questionnaire's repeats (the latest, oldest first) with the rule's threshold",
          querystring: scoresQuerySchema,
          response: { 200: scoresSchema, ...errorResponses },
        },
      },
      async (request) => children.scores(request.tenancy, request.query),
    );
  };
