import {
  QuestionnaireStatus,
  raisedRule,
  scoreOf,
  validateAnswers,
  type AnswerItem,
  type DutyOfCare,
  type QuestionnaireDefinition,
  type QuestionnaireFlag,
} from '../../../src/api/contracts/questionnaires.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { invalid, toRespondent, type Access } from './access.ts';
import { ANSWERED, type MineService, type Respondent } from './mine.ts';
import type { QuestionnairesRepository, ResponseRow, VersionRow } from './repository.ts';

export type { Respondent } from './mine.ts';

/**
 * Answers: a patient or guardian answers what they were asked (active questionnaires), staff fill
 * in Admin questionnaires about a patient or guardian. Answers are checked against the version the
 * person was asked; an answer set that meets the duty-of-care rule raises a flag in the staff queue.
 */
export function createAnsweringService(deps: {
  repo: QuestionnairesRepository;
  access: Access;
  own: Pick<MineService, 'ownPending'>;
  audit: Pick<AuditLog, 'record'>;
}) {
  const { repo, access, audit } = deps;

  function check(definition: QuestionnaireDefinition, answers: AnswerItem[]) {
    const issues = validateAnswers(definition, answers);
    if (issues.length) throw invalid(issues);
    return { score: scoreOf(definition, answers), raised: raisedRule(definition, answers) };
  }

  /** After the answers are stored: the audit entry, and the flag, naming the rule it met. */
  async function recorded(response: ResponseRow, raised: DutyOfCare | null, actorId: string, tx: Db) {
    const base = { actorId, organisationId: response.organisationId };
    await audit.record(
      {
        ...base,
        action: 'questionnaire.answer',
        subject: response.id,
        detail: { questionnaire_id: response.questionnaireId, score: response.score },
      },
      tx,
    );
    if (!raised) return;
    const flag = await repo.raiseFlag(
      {
        organisationId: response.organisationId,
        questionnaireId: response.questionnaireId,
        responseId: response.id,
        userId: response.userId,
        rule: raised as unknown as Record<string, unknown>,
        score: response.score,
      },
      tx,
    );
    await audit.record(
      { ...base, action: 'questionnaire.flag.raise', subject: flag.id, detail: { response_id: response.id } },
      tx,
    );
  }

  const versionOf = async (id: string): Promise<VersionRow> =>
    (await repo.versionsByIds([id]))[0] as VersionRow;

  return {
    /** Records a patient's or guardian's answers to a response they were asked; once. */
    async answer(who: Respondent, responseId: string, answers: AnswerItem[]): Promise<ResponseRow> {
      const response = await deps.own.ownPending(who, responseId);
      const { definition } = await versionOf(response.versionId);
      const { score, raised } = check(definition, answers);
      return repo.transaction(async (tx) => {
        const done = await repo.complete(responseId, { answers, score, answeredBy: who.userId }, tx);
        if (!done) throw conflict(ANSWERED);
        await recorded(done, raised, who.userId, tx);
        return done;
      });
    },

    /** Staff fill in an Admin questionnaire about a patient or guardian of the organisation. */
    async staffAnswer(
      t: Tenancy,
      questionnaireId: string,
      userId: string,
      answers: AnswerItem[],
    ): Promise<ResponseRow> {
      const organisationId = await access.staff(t);
      const questionnaire = await access.questionnaireIn(organisationId, questionnaireId);
      if (questionnaire.status !== QuestionnaireStatus.Admin)
        throw conflict('Only questionnaires with the Admin status are filled in by staff');
      const [person] = await repo.respondents(organisationId, [userId]);
      if (!person) throw validationError('userId', 'Not a patient or guardian of the organisation');
      const version = await repo.version(questionnaire.id, questionnaire.currentVersion);
      const definition = version?.definition as QuestionnaireDefinition;
      const { score, raised } = check(definition, answers);
      return repo.transaction(async (tx) => {
        const row = await repo.insertCompleted(
          {
            questionnaireId,
            versionId: version?.id as string,
            organisationId,
            userId,
            answers,
            score,
            answeredBy: t.principal.sub,
          },
          tx,
        );
        await recorded(row, raised, t.principal.sub, tx);
        return row;
      });
    },

    /** The organisation's duty-of-care queue. */
    async flags(
      t: Tenancy,
      status: 'open' | 'acknowledged' | 'all',
      id?: string,
    ): Promise<QuestionnaireFlag[]> {
      const organisationId = await access.staff(t);
      return (await repo.flags(organisationId, status, id)).map(({ flag, user, definition }) => ({
        id: flag.id,
        questionnaire_id: flag.questionnaireId,
        questionnaire_title: (definition as unknown as QuestionnaireDefinition).title,
        response_id: flag.responseId,
        user: toRespondent(user),
        rule: flag.rule as unknown as DutyOfCare,
        score: flag.score,
        raised_at: flag.raisedAt.toISOString(),
        acknowledged_at: flag.acknowledgedAt?.toISOString() ?? null,
        acknowledged_by: flag.acknowledgedBy,
        note: flag.note,
      }));
    },

    /** An admin (or staff) acknowledges a flag, once; audited. */
    async acknowledge(t: Tenancy, id: string, note: string | undefined): Promise<QuestionnaireFlag> {
      const organisationId = await access.staff(t);
      const flag = await repo.flagById(id);
      if (!flag || flag.organisationId !== organisationId) throw notFound('Flag');
      await repo.transaction(async (tx) => {
        if (!(await repo.acknowledge(id, t.principal.sub, note ?? null, tx)))
          throw conflict('This flag has already been acknowledged');
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId,
            action: 'questionnaire.flag.acknowledge',
            subject: id,
            detail: { note: note ?? null },
          },
          tx,
        );
      });
      const [shown] = await this.flags(t, 'all', id);
      if (!shown) throw forbidden();
      return shown;
    },
  };
}
export type AnsweringService = ReturnType<typeof createAnsweringService>;
