import {
  QuestionnaireStatus,
  type QuestionnaireDefinition,
  type RemindSettings,
  type RepeatSettings,
} from '../../../src/api/contracts/questionnaires.ts';
import { UserType } from '../../../src/api/contracts/roles.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { conflict, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { FamiliesRepository } from '../families/index.ts';
import { inLanguage, type Access } from './access.ts';
import { ASKABLE, mailAsked, type ChildName } from './asking.ts';
import type { PersonRow, QuestionnairesRepository } from './repository.ts';
import type { Notify } from '../notifications/index.ts';

export interface AssignSettings {
  subjectPatientId?: string | undefined;
  /** Each guardian about each of their actively linked children: one response per guardian × child. */
  eachChild?: boolean | undefined;
  repeat?: RepeatSettings | undefined;
  remind?: RemindSettings | undefined;
}

/** Whom one assignment asks, and the child (if any) its questions are about. */
interface Group {
  child: (ChildName & { id: string }) | null;
  userIds: string[];
}

const listed = (ids: string[]) => ids.join(', ');

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
  async function oneChild(
    organisationId: string,
    userIds: string[],
    subjectPatientId: string,
  ): Promise<Group> {
    const [child] = await repo.respondents(organisationId, [subjectPatientId]);
    const linked =
      child?.type === UserType.Patient &&
      (await Promise.all(userIds.map((id) => deps.families.isActiveLink(id, subjectPatientId)))).every(
        Boolean,
      );
    if (!linked || !child)
      throw validationError(
        'subjectPatientId',
        'Not a patient of the organisation actively linked to every guardian asked',
      );
    return { child, userIds };
  }

  /** One assignment per child: each of its guardians among those asked answers about them. */
  async function eachChild(organisationId: string, people: PersonRow[], userIds: string[]): Promise<Group[]> {
    const others = userIds.filter((id) => people.find((p) => p.id === id)?.type !== UserType.Guardian);
    if (others.length)
      throw validationError(
        'eachChild',
        `Only guardians are asked about each of their children; not guardians: ${listed(others)}`,
        'Only guardians are asked about each of their children',
      );
    const children = await repo.linkedChildren(organisationId, userIds);
    const childless = userIds.filter((id) => !children.some((c) => c.guardianIds.includes(id)));
    if (childless.length)
      throw validationError(
        'userIds',
        `Guardians with no actively linked child in the organisation: ${listed(childless)}`,
        'Guardians with no actively linked child in the organisation',
      );
    return children.map((c) => ({ child: c, userIds: c.guardianIds }));
  }

  /**
   * Asks patients or guardians of the organisation to answer an active questionnaire (its current
   * version), about themselves, one child, or each guardian about each of their children. Someone
   * already asked (about the same child) and not yet answering keeps their pending response. The
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
    if (settings.eachChild && subjectPatientId)
      throw validationError(
        'eachChild',
        'Name one child (subjectPatientId) or ask about each child, not both',
      );
    const unique = [...new Set(userIds)];
    const people = await repo.respondents(organisationId, unique);
    const refused = unique.filter((id) => !people.some((p) => p.id === id && ASKABLE.includes(p.status)));
    if (refused.length)
      throw validationError(
        'userIds',
        `Not active patients or guardians of the organisation: ${listed(refused)}`,
        'Not active patients or guardians of the organisation',
      );
    const groups: Group[] = settings.eachChild
      ? await eachChild(organisationId, people, unique)
      : subjectPatientId
        ? [await oneChild(organisationId, unique, subjectPatientId)]
        : [{ child: null, userIds: unique }];
    const version = await repo.version(row.id, row.currentVersion);
    const definition = version?.definition as QuestionnaireDefinition;
    const organisation = await repo.organisationOf(organisationId);
    const at = new Date(deps.now());

    async function ask({ child, userIds: asked }: Group, tx: Db) {
      const subject = child?.id ?? null;
      const assignment = await repo.insertAssignment(
        {
          organisationId,
          questionnaireId,
          title: inLanguage(definition.title, organisation?.language ?? 'en'),
          assignedBy: t.principal.sub,
          subjectPatientId: subject,
          userIds: asked,
          repeat: repeat ?? null,
          remind: remind ?? null,
          createdAt: at,
        },
        tx,
      );
      const inserted = await repo.assign(
        asked.map((userId) => ({
          questionnaireId,
          versionId: version?.id as string,
          organisationId,
          userId,
          assignedBy: t.principal.sub,
          subjectPatientId: subject,
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
            child,
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
      const rest = asked.filter((id) => !inserted.some((r) => r.userId === id));
      await audit.recordFor(
        t,
        {
          organisationId,
          action: 'questionnaire.assign',
          subject: questionnaireId,
          detail: {
            user_ids: inserted.map((r) => r.userId),
            already_pending: rest.length,
            subject_patient_id: subject,
            assignment_id: assignment.id,
            repeat: repeat ?? null,
            remind: remind ?? null,
          },
        },
        tx,
      );
      const existing = await repo.pendingOf(questionnaireId, rest, subject, tx);
      return [
        ...inserted.map((r) => ({ user_id: r.userId, response_id: r.id, created: true })),
        ...existing.map((r) => ({ user_id: r.userId, response_id: r.id, created: false })),
      ].map((r) => ({ ...r, subject_patient_id: subject }));
    }

    const data = await repo.transaction(async (tx) => {
      const all = [];
      for (const group of groups) all.push(...(await ask(group, tx)));
      return all;
    });
    return { data };
  };
}
