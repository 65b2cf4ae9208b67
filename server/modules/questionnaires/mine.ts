import {
  QuestionnaireStatus,
  validateAnswers,
  type AnswerItem,
  type MyQuestionnaire,
  type QuestionnaireDefinition,
} from '../../../src/api/contracts/questionnaires.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { FamiliesRepository } from '../families/index.ts';
import { invalid, toRespondent } from './access.ts';
import type { QuestionnairesRepository, ResponseRow } from './repository.ts';

/** The person answering for themselves: a patient (app) or a guardian (portal). */
export interface Respondent {
  userId: string;
  organisationId: string;
}

type Joined = Awaited<ReturnType<QuestionnairesRepository['responses']>>[number];

export const ANSWERED = 'This questionnaire has already been answered: its answers can no longer change';

/**
 * What a patient or guardian was asked, one response or all, with the draft they saved; and the
 * draft itself. A response about a child is the guardian's only while they are actively linked to
 * the child with a link that opens their questionnaires (docs/product.md § The access model): otherwise it reads as missing,
 * checked on every request.
 */
export function createMineService(deps: {
  repo: QuestionnairesRepository;
  families: Pick<FamiliesRepository, 'childAccess'>;
  audit: Pick<AuditLog, 'record'>;
}) {
  const { repo, families, audit } = deps;

  const reachable = async (who: Respondent, row: ResponseRow) =>
    row.userId === who.userId &&
    row.organisationId === who.organisationId &&
    (!row.subjectPatientId ||
      (await families.childAccess(who.userId, row.subjectPatientId))?.parts.includes('questionnaires') ===
        true);

  /** The respondent's own response, or 404 (the feature is the routes' permission's). */
  async function own(who: Respondent, responseId: string): Promise<ResponseRow> {
    const response = await repo.responseById(responseId);
    if (!response || !(await reachable(who, response))) throw notFound('Questionnaire response');
    return response;
  }

  /** Their own pending response on an active questionnaire, ready to take answers; 409 once answered. */
  async function ownPending(who: Respondent, responseId: string): Promise<ResponseRow> {
    const response = await own(who, responseId);
    const questionnaire = await repo.byId(response.questionnaireId);
    if (questionnaire?.status !== QuestionnaireStatus.Active)
      throw conflict('This questionnaire is not open for answers');
    if (response.status !== 'pending') throw conflict(ANSWERED);
    if (response.supersededAt) throw conflict('A newer occurrence of this questionnaire replaced this one');
    return response;
  }

  async function shown(rows: Joined[]): Promise<MyQuestionnaire[]> {
    const versions = await repo.versionsByIds([...new Set(rows.map((r) => r.response.versionId))]);
    return rows.map((r) => {
      const definition = versions.find((v) => v.id === r.response.versionId)
        ?.definition as QuestionnaireDefinition;
      return {
        response_id: r.response.id,
        questionnaire_id: r.response.questionnaireId,
        status: r.response.status,
        assigned_at: r.response.assignedAt.toISOString(),
        answered_at: r.response.answeredAt?.toISOString() ?? null,
        version: r.version,
        title: definition.title,
        description: definition.description ?? null,
        item: definition.item,
        answers: r.response.answers as AnswerItem[],
        draft_saved_at: r.response.draftSavedAt?.toISOString() ?? null,
        subject: r.subject ? toRespondent(r.subject) : null,
      };
    });
  }

  return {
    own,
    ownPending,

    /** What the person was asked, on active questionnaires: to answer (with their draft), and answered. */
    async mine(who: Respondent): Promise<{ data: MyQuestionnaire[] }> {
      const rows = await repo.responses({ userId: who.userId });
      const questionnaires = await Promise.all(
        [...new Set(rows.map((r) => r.response.questionnaireId))].map((id) => repo.byId(id)),
      );
      const active = new Set(
        questionnaires.filter((q) => q?.status === QuestionnaireStatus.Active).map((q) => q?.id),
      );
      // A repeat's unanswered earlier occurrence is retired: only the newest one is asked.
      const open = rows.filter((r) => active.has(r.response.questionnaireId) && !r.response.supersededAt);
      const allowed = await Promise.all(open.map((r) => reachable(who, r.response)));
      return { data: await shown(open.filter((_, i) => allowed[i])) };
    },

    /** One response the person was asked: its version's definition, status, answers (or draft) and date. */
    async one(who: Respondent, responseId: string): Promise<MyQuestionnaire> {
      await own(who, responseId);
      const [row] = await shown(await repo.responses({ id: responseId }));
      if (!row) throw notFound('Questionnaire response');
      return row;
    },

    /**
     * Saves a half-answered set on a pending response: every answer given must fit its question
     * (the shared rules), required ones may still be missing. Replaces the previous draft.
     */
    async saveDraft(who: Respondent, responseId: string, answers: AnswerItem[]): Promise<MyQuestionnaire> {
      const response = await ownPending(who, responseId);
      const { definition } = (await repo.versionsByIds([response.versionId]))[0] as {
        definition: QuestionnaireDefinition;
      };
      const issues = validateAnswers(definition, answers).filter(
        (i) => i.message !== 'questionnaires.answer.required',
      );
      if (issues.length) throw invalid(issues);
      await repo.transaction(async (tx) => {
        if (!(await repo.saveDraft(responseId, answers, tx))) throw conflict(ANSWERED);
        await audit.record(
          {
            actorId: who.userId,
            organisationId: who.organisationId,
            action: 'questionnaire.draft',
            subject: responseId,
            detail: { answered: answers.length },
          },
          tx,
        );
      });
      return this.one(who, responseId);
    },
  };
}
export type MineService = ReturnType<typeof createMineService>;
