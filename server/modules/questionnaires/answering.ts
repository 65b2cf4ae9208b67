import {
  QuestionnaireStatus,
  raisedRule,
  scoreOf,
  validateAnswers,
  type AnswerItem,
  type DutyOfCare,
  type QuestionnaireDefinition,
} from '../../../src/api/contracts/questionnaires.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { UserType } from '../../../src/api/contracts/roles.ts';
import type { FlagAlerts } from './flag-alerts.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { invalid, type Access } from './access.ts';
import { ANSWERED, type MineService, type Respondent } from './mine.ts';
import type { QuestionnairesRepository, ResponseRow, VersionRow } from './repository.ts';

export type { Respondent } from './mine.ts';

/**
 * Answers: a patient or guardian answers what they were asked (active questionnaires), staff fill
 * in Admin questionnaires about a patient or guardian. Answers are checked against the version the
 * person was asked; an answer set that meets the duty-of-care rule raises a flag in the staff queue
 * and tells its contacts (flag-alerts.ts), in the answers' transaction.
 */
export function createAnsweringService(deps: {
  repo: QuestionnairesRepository;
  access: Access;
  own: Pick<MineService, 'ownPending'>;
  audit: Pick<AuditLog, 'record'>;
  alerts: Pick<FlagAlerts, 'raised'>;
  now: () => number;
}) {
  const { repo, access, audit } = deps;

  function check(definition: QuestionnaireDefinition, answers: AnswerItem[]) {
    const issues = validateAnswers(definition, answers);
    if (issues.length) throw invalid(issues);
    return { score: scoreOf(definition, answers), raised: raisedRule(definition, answers) };
  }

  /** A patient answering for themselves is the child the answers are about. */
  async function patientOwn(userId: string, tx: Db): Promise<string | null> {
    const who = await repo.personById(userId, tx);
    return who?.type === UserType.Patient ? who.id : null;
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
        subjectPatientId: response.subjectPatientId ?? (await patientOwn(response.userId, tx)),
        rule: raised as unknown as Record<string, unknown>,
        score: response.score,
        raisedAt: new Date(deps.now()),
      },
      tx,
    );
    const told = await deps.alerts.raised(flag, response, tx);
    await audit.record(
      {
        ...base,
        action: 'questionnaire.flag.raise',
        subject: flag.id,
        detail: { response_id: response.id, subject_patient_id: flag.subjectPatientId, told },
      },
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
  };
}
export type AnsweringService = ReturnType<typeof createAnsweringService>;
