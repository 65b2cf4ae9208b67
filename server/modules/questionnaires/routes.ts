import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  questionnaireCreateManySchema,
  questionnaireSchema,
} from '../../../src/api/contracts/questionnaires.ts';
import { questionnairesEndpoints as endpoints } from '../../../src/api/contracts/questionnaire-endpoints.ts';
import { errorResponses } from '../../http/responses.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { validationError } from '../../http/errors.ts';
import type { QuestionnairesService } from './service.ts';
import type { ResponsesService } from './responses-service.ts';
import type { MineService } from './mine.ts';
import { guardianQuestionnaireRoutes } from './guardian-routes.ts';
import type { AnsweringService } from './answering.ts';
import type { QuestionnairesRepository } from './repository.ts';
import { responseRoutes } from './response-routes.ts';
import { appQuestionnaireRoutes } from './app-routes.ts';
import { flagRoutes } from './flag-routes.ts';
import type { FlagService } from './flag-service.ts';
import { childrenRoutes } from './children-routes.ts';
import type { ChildrenService } from './children-service.ts';

const tags = ['questionnaires'];
const secured = { tags, security: [{ bearer: [] }] };
/** Bodies nest no deeper than this (groups of groups are capped at five): validation never recurses without end. */
const BODY_DEPTH_MAX = 40;

function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > BODY_DEPTH_MAX) return deepest;
    for (const child of Object.values(v as object)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** docs/product.md § Calls, Questionnaire: the spec's nine calls, then responses, exports, answers and flags. */
export const questionnaireRoutes =
  (deps: {
    questionnaires: QuestionnairesService;
    responses: ResponsesService;
    answering: AnsweringService;
    mine: MineService;
    flags: FlagService;
    children: ChildrenService;
    repo: Pick<QuestionnairesRepository, 'responses'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { questionnaires } = deps;
    app.addHook('preValidation', async (request) => {
      if (depthOf(request.body) > BODY_DEPTH_MAX)
        throw validationError('body', 'The body is nested too deeply');
    });

    app.route({
      ...endpointRoute(endpoints.get, {
        tags,
        summary: 'One questionnaire: its current version, or the version named',
      }),
      handler: async (request) =>
        questionnaires.get(request.tenancy, request.query.id, request.query.version),
    });
    app.route({
      ...endpointRoute(endpoints.withUsers, {
        tags,
        summary: 'Every questionnaire with who was asked, who answered and when',
      }),
      handler: async (request) => questionnaires.withUsers(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary: "The organisation's questionnaires (1000 a page by default)",
      }),
      handler: async (request) => questionnaires.list(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.create, { tags, summary: 'Create a questionnaire (a draft)' }),
      handler: async (request, reply) =>
        reply.code(201).send(await questionnaires.create(request.tenancy, request.body)),
    });
    app.post(
      '/questionnaire/many',
      {
        config: { permission: 'questionnaires.manage' },
        schema: {
          ...secured,
          summary: 'Create several questionnaires at once (all or none)',
          body: questionnaireCreateManySchema,
          response: { 201: z.object({ data: z.array(questionnaireSchema) }), ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ data: await questionnaires.createMany(request.tenancy, request.body.questionnaires) }),
    );
    app.route({
      ...endpointRoute(endpoints.update, {
        tags,
        summary: 'Edit a questionnaire: a draft in place, an active one as a new version',
      }),
      handler: async (request) => questionnaires.update(request.tenancy, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.setStatus, {
        tags,
        summary: 'Move a questionnaire to another status (Draft 0 → Active 1 ↔ Admin 2)',
      }),
      handler: async (request) =>
        questionnaires.setStatus(request.tenancy, request.body.questionnaireId, request.body.status),
    });
    app.route({
      ...endpointRoute(endpoints.remove, { tags, summary: 'Delete questionnaires with their answers' }),
      handler: async (request, reply) => {
        await questionnaires.remove(request.tenancy, request.body.ids);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.assign, {
        tags,
        summary: 'Ask patients or guardians to answer an active questionnaire (guardians get an e-mail)',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(
          await deps.responses.assign(request.tenancy, request.body.questionnaireId, request.body.userIds, {
            subjectPatientId: request.body.subjectPatientId,
            eachChild: request.body.eachChild,
            repeat: request.body.repeat,
            remind: request.body.remind,
          }),
        ),
    });

    await app.register(responseRoutes(deps));
    await app.register(appQuestionnaireRoutes(deps));
    await app.register(flagRoutes(deps.flags));
    await app.register(guardianQuestionnaireRoutes(deps.mine));
    await app.register(childrenRoutes(deps.children));
  };
