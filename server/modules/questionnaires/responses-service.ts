import type { z } from 'zod';
import {
  type AnswerItem,
  type QuestionnaireAssignment,
  type QuestionnaireDefinition,
  type QuestionnaireResponse,
  type ResponseSummary,
} from '../../../src/api/contracts/questionnaires.ts';
import type {
  responseListSchema,
  responsesPageQuerySchema,
} from '../../../src/api/contracts/questionnaire-responses.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';
import { toRespondent, type Access } from './access.ts';
import { createAssign } from './assign.ts';
import { createAnswerExports } from './answer-exports.ts';
import type { QuestionnairesRepository } from './repository.ts';
import type { FamiliesRepository } from '../families/index.ts';
import { summarise } from './summary.ts';
import type { Notify } from '../notifications/index.ts';

type ResponsesPageQuery = z.infer<typeof responsesPageQuerySchema>;
type ResponseList = z.infer<typeof responseListSchema>;
/** A results cursor: the last row's assignment time (as the database writes it) and id. */
const RESPONSES_CURSOR = [{ kind: 'time' }, { kind: 'uuid' }] as const;
type Joined = Awaited<ReturnType<QuestionnairesRepository['responses']>>[number];

export const toResponse = (x: Joined): QuestionnaireResponse => ({
  id: x.response.id,
  questionnaire_id: x.response.questionnaireId,
  version: x.version,
  user: toRespondent(x.user),
  status: x.response.status,
  assigned_at: x.response.assignedAt.toISOString(),
  answered_at: x.response.answeredAt?.toISOString() ?? null,
  answered_by: x.response.answeredBy,
  score: x.response.score,
  answers: x.response.answers as AnswerItem[],
  subject: x.subject ? toRespondent(x.subject) : null,
});

/** Assignment (with the guardians' e-mails), answers per person and per question, xlsx and FHIR exports. */
export function createResponsesService(deps: {
  repo: QuestionnairesRepository;
  access: Access;
  audit: Pick<AuditLog, 'recordFor' | 'recordRead'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  families: Pick<FamiliesRepository, 'isActiveLink'>;
  now: () => number;
  notify?: Notify | undefined;
  /** The per-person list's exact-total limit (docs/api.md § Totals). */
  exactTotalLimit: number;
}) {
  const { repo, access } = deps;

  async function questionnaireFor(t: Tenancy, id: string) {
    const organisationId = await access.managed(t);
    const row = await access.questionnaireIn(organisationId, id);
    const current = await repo.version(row.id, row.currentVersion);
    return { organisationId, row, definition: current?.definition as QuestionnaireDefinition };
  }

  return {
    assign: createAssign(deps),
    ...createAnswerExports({ repo, access, audit: deps.audit }),

    /**
     * Per person, a page at a time (by number or by cursor): everyone asked, their status, answers
     * and score. One row more than the page is read, to know whether another page follows.
     */
    async responses(t: Tenancy, q: ResponsesPageQuery): Promise<ResponseList> {
      const { questionnaireId, page, size, subject, cursor } = q;
      const after = cursor ? decodeCursor(cursor, RESPONSES_CURSOR) : undefined;
      const { organisationId } = await questionnaireFor(t, questionnaireId);
      const rows = await repo.responses({
        questionnaireIds: [questionnaireId],
        subjectId: subject,
        page: {
          limit: size + 1,
          offset: after ? 0 : (page - 1) * size,
          after: after ? { assignedAt: after[0] as string, id: after[1] as string } : undefined,
        },
      });
      const more = rows.length > size;
      const shown = rows.slice(0, size);
      const data = shown.map(toResponse);
      const last = shown.at(-1);
      // A numbered page that ends the list knows its total without a count.
      const { total, estimate } =
        !after && !more && data.length > 0
          ? { total: (page - 1) * size + data.length, estimate: false }
          : await repo.countResponses(questionnaireId, subject, deps.exactTotalLimit);
      const subjects = (await repo.subjectsOf(questionnaireId)).map(toRespondent);
      await deps.audit.recordRead(t, {
        action: 'read.answers',
        organisationId,
        subject: { kind: 'questionnaire', id: questionnaireId },
        rows: data.length,
      });
      const next_cursor = more && last ? encodeCursor([last.key, last.response.id]) : null;
      return { data, page, size, total, total_is_estimate: estimate, next_cursor, subjects };
    },

    /** Each time the questionnaire was assigned: its settings and every e-mail it sent, when, and its state. */
    async assignments(t: Tenancy, questionnaireId: string): Promise<{ data: QuestionnaireAssignment[] }> {
      const { organisationId } = await questionnaireFor(t, questionnaireId);
      const assignments = await repo.assignmentsOf(questionnaireId);
      const sends = await repo.sends(assignments.map((a) => a.id));
      const ids = new Set(assignments.flatMap((a) => [...a.userIds, a.subjectPatientId ?? '']));
      const people = await repo.respondents(organisationId, [...ids].filter(Boolean));
      const known = (id: string | null) => {
        const p = people.find((x) => x.id === id);
        return p ? toRespondent(p) : null;
      };
      return {
        data: assignments.map((a) => ({
          id: a.id,
          questionnaire_id: questionnaireId,
          assigned_by: a.assignedBy,
          created_at: a.createdAt.toISOString(),
          recipients: a.userIds.map(known).filter((p) => p !== null),
          subject: known(a.subjectPatientId),
          repeat: a.repeat,
          remind: a.remind,
          stopped_at: a.stoppedAt?.toISOString() ?? null,
          sends: sends
            .filter((x) => x.send.assignmentId === a.id)
            .flatMap(({ send, state }) => {
              const recipient = known(send.userId);
              return recipient
                ? [
                    {
                      id: send.id,
                      recipient,
                      kind: send.kind,
                      occurrence: send.occurrence,
                      ordinal: send.ordinal,
                      sent_at: send.sentAt.toISOString(),
                      state,
                      failure: send.failure,
                    },
                  ]
                : [];
            }),
        })),
      };
    },

    /** Per question: counts, distributions and scores over the completed answers. */
    async summary(t: Tenancy, questionnaireId: string): Promise<ResponseSummary> {
      const { row, definition } = await questionnaireFor(t, questionnaireId);
      return summarise(repo, row.id, definition);
    },
  };
}
export type ResponsesService = ReturnType<typeof createResponsesService>;
