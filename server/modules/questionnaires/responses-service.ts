import { spreadsheetWriter } from '../../http/spreadsheet.ts';
import type { z } from 'zod';
import { writeSheets } from '../../../src/api/contracts/sheet-writer.ts';
import { CELL_TEXT_MAX_LENGTH, DEFAULT_SHEET_NAME } from '../../../src/api/contracts/spreadsheet.ts';
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
import { questionsOf, toRespondent, type Access } from './access.ts';
import { toFhirBundle, toFhirQuestionnaire, toFhirResponse } from './fhir.ts';
import { createAssign } from './assign.ts';
import type { QuestionnairesRepository } from './repository.ts';
import type { FamiliesRepository } from '../families/repository.ts';
import { summarise } from './summary.ts';

type ResponsesPageQuery = z.infer<typeof responsesPageQuerySchema>;
type ResponseList = z.infer<typeof responseListSchema>;
type Joined = Awaited<ReturnType<QuestionnairesRepository['responses']>>[number];

const displayName = (u: Joined['user']) =>
  u.fullName ||
  [u.firstName, u.surname].filter(Boolean).join(' ') ||
  (u.patientNumber ? `Patient #${u.patientNumber}` : '') ||
  (u.appCode ? `${u.appCode.slice(0, 3)}-${u.appCode.slice(3)}`.toUpperCase() : u.id);

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
}) {
  const { repo, access } = deps;

  async function questionnaireFor(t: Tenancy, id: string) {
    const organisationId = await access.managed(t);
    const row = await access.questionnaireIn(organisationId, id);
    const current = await repo.version(row.id, row.currentVersion);
    return { organisationId, row, definition: current?.definition as QuestionnaireDefinition };
  }

  async function completedOf(id: string) {
    return (await repo.responses({ questionnaireIds: [id], status: 'completed' })).map((x) => ({
      ...x,
      answers: x.response.answers as AnswerItem[],
    }));
  }

  /** An export of the answers, with how many people's answers it holds. */
  const exported = (t: Tenancy, organisationId: string, id: string, rows: number, format: string) =>
    deps.audit.recordRead(t, {
      action: 'export.answers',
      organisationId,
      subject: { kind: 'questionnaire', id },
      rows,
      detail: { format },
    });

  return {
    assign: createAssign(deps),

    /** Per person, a page at a time: everyone asked, their status, answers and score. */
    async responses(t: Tenancy, q: ResponsesPageQuery): Promise<ResponseList> {
      const { questionnaireId, page, size, subject } = q;
      const { organisationId } = await questionnaireFor(t, questionnaireId);
      const rows = await repo.responses({
        questionnaireIds: [questionnaireId],
        subjectId: subject,
        page: { limit: size, offset: (page - 1) * size },
      });
      const data = rows.map(toResponse);
      // A page that is neither empty nor full is the last one: its total needs no count.
      const total =
        data.length > 0 && data.length < size
          ? (page - 1) * size + data.length
          : await repo.countResponses(questionnaireId, subject);
      const subjects = (await repo.subjectsOf(questionnaireId)).map(toRespondent);
      await deps.audit.recordRead(t, {
        action: 'read.answers',
        organisationId,
        subject: { kind: 'questionnaire', id: questionnaireId },
        rows: data.length,
      });
      return { data, page, size, total, subjects };
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

    /**
     * The completed answers as an xlsx workbook (one row per person, one column per question of the
     * current version), by the spreadsheet rules the portal's exports follow: one sheet named 'data',
     * every text a text cell (one starting with = + - @ is shown, never run as a formula), the answer's
     * time a date in London. A text over a cell's 32,767 characters is cut short rather than refused.
     */
    async xlsx(t: Tenancy, questionnaireId: string): Promise<Buffer> {
      const { definition, organisationId } = await questionnaireFor(t, questionnaireId);
      const questions = questionsOf(definition);
      const header = [
        'Person',
        'Patient number',
        'App code',
        'Version',
        'Answered at',
        'Score',
        ...questions.map((q) => q.text.en),
      ];
      const rows = (await completedOf(questionnaireId)).map((x) => [
        displayName(x.user),
        x.user.patientNumber ?? '',
        x.user.appCode ?? '',
        x.version,
        x.response.answeredAt ?? '',
        x.response.score ?? '',
        ...questions.map((q) =>
          (x.answers.find((a) => a.linkId === q.linkId)?.answer ?? [])
            .map((v) => {
              const option = q.answerOption?.find((o) => o.code === v.valueCoding?.code);
              return (
                option?.display.en ??
                v.valueString ??
                v.valueDate ??
                v.valueInteger ??
                v.valueDecimal ??
                v.valueBoolean ??
                ''
              );
            })
            .join('; '),
        ),
      ]);
      const cells = [header, ...rows].map((r) =>
        r.map((c) => (typeof c === 'string' ? c.slice(0, CELL_TEXT_MAX_LENGTH) : c)),
      );
      const bytes = writeSheets(
        await spreadsheetWriter(),
        [{ name: DEFAULT_SHEET_NAME, rows: cells }],
        'questionnaire.xlsx',
      );
      await exported(t, organisationId, questionnaireId, rows.length, 'xlsx');
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },

    /** The questionnaire (current version) and every completed response, as a FHIR R5 Bundle. */
    async fhir(t: Tenancy, questionnaireId: string) {
      const { row, organisationId } = await questionnaireFor(t, questionnaireId);
      const completed = await completedOf(questionnaireId);
      await exported(t, organisationId, questionnaireId, completed.length, 'fhir');
      const versions = await repo.versionsByIds([...new Set(completed.map((x) => x.response.versionId))]);
      const current = await repo.version(row.id, row.currentVersion);
      return toFhirBundle([
        toFhirQuestionnaire({
          id: row.id,
          status: row.status,
          version: row.currentVersion,
          definition: current?.definition as QuestionnaireDefinition,
        }),
        ...completed.map((x) =>
          toFhirResponse({
            id: x.response.id,
            questionnaireId: row.id,
            version: x.version,
            definition: versions.find((v) => v.id === x.response.versionId)
              ?.definition as QuestionnaireDefinition,
            userId: x.user.id,
            userType: x.user.type,
            answers: x.answers,
            answeredAt: x.response.answeredAt,
          }),
        ),
      ]);
    },
  };
}
export type ResponsesService = ReturnType<typeof createResponsesService>;
