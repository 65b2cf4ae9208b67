import {
  QuestionnaireStatus,
  type QuestionnaireDefinition,
  type RemindSettings,
  type RepeatSettings,
} from '../../../src/api/contracts/questionnaires.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { conflict, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { FamiliesRepository } from '../families/repository.ts';
import { inLanguage, type Access } from './access.ts';
import { ASKABLE, mailAsked } from './asking.ts';
import type { QuestionnairesRepository } from './repository.ts';
import type { Notify } from '../notifications/notify.ts';

export interface AssignSettings {
  subjectPatientId?: string | undefined;
  repeat?: RepeatSettings | undefined;
  remind?: RemindSettings | undefined;
}

/** Asking patients and guardians of the organisation: the assignment, its responses and e-mails at once. */
export function createAssign(deps: {
  repo: QuestionnairesRepository;
  access: Access;
  audit: Pick<AuditLog, 'recordFor'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  families: Pick<FamiliesRepository, 'isActiveLink'>;
  now: () => number;
  notify?: Notify | undefined;
}) {
  const { repo, access, audit } = deps;

  /** The child named must be a patient of the organisation actively linked to every guardian asked. */
  async function checkSubject(organisationId: string, userIds: string[], subjectPatientId: string) {
    const [child] = await repo.respondents(organisationId, [subjectPatientId]);
    const linked =
      child?.type === 3 &&
      (await Promise.all(userIds.map((id) => deps.families.isActiveLink(id, subjectPatientId)))).every(
        Boolean,
      );
    if (!linked)
      throw validationError(
        'subjectPatientId',
        'Not a patient of the organisation actively linked to every guardian asked',
      );
  }

  /**
   * Asks patients or guardians of the organisation to answer an active questionnaire (its current
   * version). Someone already asked and not yet answering keeps their pending response. The
   * guardians' e-mails are written with the responses, in one transaction: none is lost to a crash.
   */
  return async function assign(
    t: Tenancy,
    questionnaireId: string,
    userIds: string[],
    settings: AssignSettings = {},
  ) {
    const { subjectPatientId, repeat, remind } = settings;
    const organisationId = await access.managed(t);
    const row = await access.questionnaireIn(organisationId, questionnaireId);
    if (row.status !== QuestionnaireStatus.Active)
      throw conflict(
        row.status === QuestionnaireStatus.Draft
          ? 'A draft cannot be assigned: activate it first'
          : 'This questionnaire is filled in by staff only',
      );
    const unique = [...new Set(userIds)];
    const people = await repo.respondents(organisationId, unique);
    const refused = unique.filter((id) => !people.some((p) => p.id === id && ASKABLE.includes(p.status)));
    if (refused.length)
      throw validationError(
        'userIds',
        `Not active patients or guardians of the organisation: ${refused.join(', ')}`,
        'Not active patients or guardians of the organisation',
      );
    if (subjectPatientId) await checkSubject(organisationId, unique, subjectPatientId);
    const version = await repo.version(row.id, row.currentVersion);
    const definition = version?.definition as QuestionnaireDefinition;
    const organisation = await repo.organisationOf(organisationId);
    const at = new Date(deps.now());
    const { created, existing } = await repo.transaction(async (tx) => {
      const assignment = await repo.insertAssignment(
        {
          organisationId,
          questionnaireId,
          title: inLanguage(definition.title, organisation?.language ?? 'en'),
          assignedBy: t.principal.sub,
          subjectPatientId: subjectPatientId ?? null,
          userIds: unique,
          repeat: repeat ?? null,
          remind: remind ?? null,
          createdAt: at,
        },
        tx,
      );
      const inserted = await repo.assign(
        unique.map((userId) => ({
          questionnaireId,
          versionId: version?.id as string,
          organisationId,
          userId,
          assignedBy: t.principal.sub,
          subjectPatientId: subjectPatientId ?? null,
          assignmentId: assignment.id,
          assignedAt: at,
        })),
        tx,
      );
      for (const response of inserted) {
        const person = people.find((p) => p.id === response.userId);
        if (!person) continue;
        const sent = await mailAsked(
          deps,
          {
            kind: 'asked',
            person,
            organisationId,
            organisation: organisation ?? null,
            definition,
            responseId: response.id,
          },
          tx,
        );
        await repo.claimSend(
          {
            assignmentId: assignment.id,
            responseId: response.id,
            userId: person.id,
            kind: 'assigned',
            occurrence: 0,
            ordinal: 0,
            sentAt: at,
            ...sent,
          },
          tx,
        );
      }
      const rest = unique.filter((id) => !inserted.some((r) => r.userId === id));
      await audit.recordFor(
        t,
        {
          organisationId,
          action: 'questionnaire.assign',
          subject: questionnaireId,
          detail: {
            user_ids: inserted.map((r) => r.userId),
            already_pending: rest.length,
            subject_patient_id: subjectPatientId ?? null,
            assignment_id: assignment.id,
            repeat: repeat ?? null,
            remind: remind ?? null,
          },
        },
        tx,
      );
      return {
        created: inserted,
        existing: await repo.pendingOf(questionnaireId, rest, subjectPatientId ?? null, tx),
      };
    });
    return {
      data: [
        ...created.map((r) => ({ user_id: r.userId, response_id: r.id, created: true })),
        ...existing.map((r) => ({ user_id: r.userId, response_id: r.id, created: false })),
      ],
    };
  };
}
