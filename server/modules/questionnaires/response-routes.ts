import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fhirBundleSchema,
  questionnaireResponseSchema,
  staffResponseSchema,
} from '../../../src/api/contracts/questionnaires.ts';
import {
  familyQuestionnairesEndpoints as family,
  questionnairesEndpoints as endpoints,
} from '../../../src/api/contracts/questionnaire-endpoints.ts';
import { errorResponses } from '../../http/responses.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/errors.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { QuestionnairesRepository } from './repository.ts';
import type { ResponsesService } from './responses-service.ts';
import { toResponse } from './responses-service.ts';
import type { MineService } from './mine.ts';
import type { AnsweringService, Respondent } from './answering.ts';
import type { FlagService } from './flag-service.ts';

const errors = errorResponses;
const tags = ['questionnaires'];
const secured = { tags, security: [{ bearer: [] }] };

/** A guardian (portal) or patient answering for themselves (questionnaires.answer). */
function respondentOf(t: Tenancy): Respondent {
  return { userId: t.principal.sub, organisationId: requireOrganisation(t) };
}

/** Answers per person and per question, exports, and answering (with the family's safety net). */
export const responseRoutes =
  (deps: {
    responses: ResponsesService;
    answering: AnsweringService;
    mine: Pick<MineService, 'mine'>;
    flags: Pick<FlagService, 'safetyNetFor'>;
    repo: Pick<QuestionnairesRepository, 'responses'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { responses, answering, mine } = deps;
    /** The stored response as the API shows it. */
    const shown = async (id: string) => {
      const [row] = await deps.repo.responses({ id });
      if (!row) throw notFound('Questionnaire response');
      return toResponse(row);
    };

    app.route({
      ...endpointRoute(endpoints.responses, {
        tags,
        summary:
          'Answers per person, a page at a time: everyone asked, with status, answers and score (the exports hold every completed answer)',
      }),
      handler: async (request) => responses.responses(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.summary, {
        tags,
        summary: 'Answers per question: counts, distributions and scores',
      }),
      handler: async (request) => responses.summary(request.tenancy, request.query.questionnaireId),
    });
    app.route({
      ...endpointRoute(endpoints.assignments, {
        tags,
        summary:
          'Each assignment of a questionnaire: its repeat and reminder settings, what was sent and when',
      }),
      handler: async (request) => responses.assignments(request.tenancy, request.query.questionnaireId),
    });
    app.route({
      ...endpointRoute(endpoints.xlsx, {
        tags,
        summary:
          'The completed answers as an xlsx workbook (sheet "data"; the child, the flag, answers as read and their codes), streamed',
      }),
      handler: async (request, reply) => {
        const file = await responses.xlsx(request.tenancy, request.query.questionnaireId);
        return (
          reply
            .type(endpoints.xlsx.file)
            .header(
              'content-disposition',
              `attachment; filename="questionnaire-${request.query.questionnaireId}.xlsx"`,
            )
            // A stream is sent as it is read (Fastify serializes objects only); the schema types JSON answers.
            .send(file as never)
        );
      },
    });
    const fhir = endpointRoute(endpoints.fhir, {
      tags,
      summary: 'The questionnaire and its completed answers as a FHIR R5 Bundle, streamed',
    });
    app.route({
      ...fhir,
      // The document still says what the Bundle holds, though the portal saves it as a file.
      schema: { ...fhir.schema, response: { 200: fhirBundleSchema, ...fhir.schema.response } },
      handler: async (request, reply) =>
        reply
          .type(endpoints.fhir.file)
          .send((await responses.fhir(request.tenancy, request.query.questionnaireId)) as never),
    });
    app.route({
      ...endpointRoute(endpoints.ndjson, {
        tags,
        summary:
          'The completed answers as FHIR Bulk Data NDJSON (application/fhir+ndjson): one R5 QuestionnaireResponse a line, streamed',
      }),
      handler: async (request, reply) =>
        reply
          .type(endpoints.ndjson.file)
          .header(
            'content-disposition',
            `attachment; filename="questionnaire-${request.query.questionnaireId}.ndjson"`,
          )
          // A stream is sent as it is read (Fastify serializes objects only); the schema types JSON answers.
          .send((await responses.ndjson(request.tenancy, request.query.questionnaireId)) as never),
    });
    app.route({
      ...endpointRoute(family.mine, {
        tags,
        summary: 'The questionnaires the signed-in guardian or patient was asked',
      }),
      handler: async (request) => mine.mine(respondentOf(request.tenancy)),
    });
    app.route({
      ...endpointRoute(family.answer, { tags, summary: 'Answer a questionnaire one was asked (once)' }),
      handler: async (request) => {
        const who = respondentOf(request.tenancy);
        const row = await answering.answer(who, request.params.id, request.body.answers);
        return { ...(await shown(row.id)), safety_net: await deps.flags.safetyNetFor(row.id, who.userId) };
      },
    });
    app.post(
      '/questionnaire/staff-responses',
      {
        config: { permission: 'questionnaires.staff' },
        schema: {
          ...secured,
          summary: 'Staff fill in an Admin questionnaire about a patient or guardian',
          body: staffResponseSchema,
          response: { 201: questionnaireResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { questionnaireId, userId, answers } = request.body;
        const row = await answering.staffAnswer(request.tenancy, questionnaireId, userId, answers);
        return reply.code(201).send(await shown(row.id));
      },
    );
  };
