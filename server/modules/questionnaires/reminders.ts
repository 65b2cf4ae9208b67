import {
  QuestionnaireStatus,
  type QuestionnaireDefinition,
} from '../../../src/api/contracts/questionnaires.ts';
import { UserType } from '../../../src/api/contracts/roles.ts';
import type { ScheduledWork } from '../../../src/api/contracts/messages.ts';
import type { ScheduledFailureReport } from '../../jobs/failures.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FamiliesRepository } from '../families/index.ts';
import type { UpcomingScope } from '../module.ts';
import { ASKABLE, mailAsked } from './asking.ts';
import type { AssignmentRow } from './assignment-repository.ts';
import type { PersonRow, QuestionnaireRow, QuestionnairesRepository } from './repository.ts';
import { dueOccurrence, nextOccurrence, nextReminder } from './schedule.ts';
import type { Notify } from '../notifications/index.ts';

type Report = (report: ScheduledFailureReport) => Promise<void>;

/**
 * The questionnaires' schedule, run every quarter of an hour: each assignment's due repeat (a new
 * response for each recipient still asked, its e-mail) and each unanswered response's due reminder.
 * Every e-mail is written with its row in the sent log, whose unique key makes it happen once.
 *
 * A repeat retires the recipient's unanswered earlier occurrence (superseded): a parent has one
 * questionnaire to answer, this period's, and the hospital sees the missed one as never answered.
 * An assignment whose questionnaire was deleted or closed stops: the admins are told once.
 */
export function createReminders(deps: {
  repo: QuestionnairesRepository;
  families: Pick<FamiliesRepository, 'isActiveLink'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now: () => number;
  notify?: Notify | undefined;
  reportScheduledFailure: Report;
}) {
  const { repo } = deps;

  /** The questionnaire to ask again (its current version), or why it cannot be. */
  async function questionnaireOf(
    assignment: AssignmentRow,
  ): Promise<
    | { row: QuestionnaireRow; versionId: string; definition: QuestionnaireDefinition }
    | { row?: undefined; reason: string }
  > {
    const row = assignment.questionnaireId ? await repo.byId(assignment.questionnaireId) : undefined;
    if (!row) return { reason: 'The questionnaire was deleted' };
    if (row.status !== QuestionnaireStatus.Active) return { reason: 'The questionnaire is no longer active' };
    const version = await repo.version(row.id, row.currentVersion);
    if (!version) return { reason: 'The questionnaire has no current version' };
    return { row, versionId: version.id, definition: version.definition };
  }

  /** Still askable, and still linked to the child the assignment is about. */
  async function stillAsked(person: PersonRow | undefined, assignment: AssignmentRow) {
    if (!person || !ASKABLE.includes(person.status)) return false;
    return !assignment.subjectPatientId || deps.families.isActiveLink(person.id, assignment.subjectPatientId);
  }

  /** The child an e-mail names (the questions are about them), or null; read in the run's transaction. */
  const childOf = async (id: string | null, tx: Db) => (id ? ((await repo.person(id, tx)) ?? null) : null);

  /** A guardian without an address: the admins hear of it once per assignment and person. */
  async function reportOnce(
    kind: 'reminder' | 'repeat',
    assignment: AssignmentRow,
    failure: string | null,
    earlier: boolean,
  ) {
    if (!failure || earlier) return;
    await deps.reportScheduledFailure({
      organisationId: assignment.organisationId,
      kind,
      subject: assignment.title,
      reason: failure,
    });
  }

  /** The questionnaire can no longer be asked: the assignment stops, and its admins are told once. */
  async function stopAndReport(
    assignment: AssignmentRow,
    kind: 'reminder' | 'repeat',
    reason: string,
    now: number,
  ) {
    if (await repo.stop(assignment.id, new Date(now)))
      await deps.reportScheduledFailure({
        organisationId: assignment.organisationId,
        kind,
        subject: assignment.title,
        reason,
      });
  }

  async function repeat(assignment: AssignmentRow, now: number) {
    if (!assignment.repeat) return;
    const due = dueOccurrence(assignment.createdAt, assignment.repeat, now);
    if (!due) return;
    const asked = await questionnaireOf(assignment);
    if (!asked.row) {
      await stopAndReport(assignment, 'repeat', asked.reason, now);
      return;
    }
    const organisation = await repo.organisationOf(assignment.organisationId);
    const people = await repo.respondents(assignment.organisationId, assignment.userIds);
    for (const userId of assignment.userIds) {
      const person = people.find((p) => p.id === userId);
      if (!person || !(await stillAsked(person, assignment))) continue;
      const earlier = await repo.failedBefore(assignment.id, userId);
      const failure = await repo.transaction(async (tx) => {
        const at = new Date(now);
        const claimed = await repo.claimSend(
          {
            assignmentId: assignment.id,
            userId,
            kind: 'repeat',
            occurrence: due.occurrence,
            ordinal: 0,
            sentAt: at,
          },
          tx,
        );
        if (!claimed) return null;
        const subject = {
          questionnaireId: asked.row.id,
          userId,
          subjectPatientId: assignment.subjectPatientId,
        };
        await repo.supersede(subject, at, tx);
        const [response] = await repo.assign(
          [
            {
              ...subject,
              versionId: asked.versionId,
              organisationId: assignment.organisationId,
              assignedBy: assignment.assignedBy ?? userId,
              assignmentId: assignment.id,
              assignedAt: at,
            },
          ],
          tx,
        );
        if (!response) throw new Error('the repeat found an answerable response it had just retired');
        const sent = await mailAsked(
          deps,
          {
            kind: 'asked',
            person,
            organisationId: assignment.organisationId,
            organisation: organisation ?? null,
            definition: asked.definition,
            responseId: response.id,
            child: await childOf(assignment.subjectPatientId, tx),
          },
          tx,
        );
        await repo.updateSend(claimed.id, { responseId: response.id, ...sent }, tx);
        return sent.failure;
      });
      await reportOnce('repeat', assignment, failure, earlier);
    }
  }

  async function remind(assignments: AssignmentRow[], now: number) {
    const reminding = assignments.filter((a) => a.remind);
    const open = await repo.open(reminding.map((a) => a.id));
    const sends = await repo.sends(reminding.map((a) => a.id));
    for (const { response, user } of open) {
      const assignment = reminding.find((a) => a.id === response.assignmentId);
      // Reminders are e-mails to guardians; patients answer in the app.
      if (!assignment?.remind || user.type !== UserType.Guardian || !(await stillAsked(user, assignment)))
        continue;
      const own = sends.filter((s) => s.send.responseId === response.id).map((s) => s.send);
      const next = nextReminder(own, response.assignedAt, assignment.remind);
      if (!next || next.dueAt.getTime() > now) continue;
      const asked = await questionnaireOf(assignment);
      if (!asked.row) {
        await stopAndReport(assignment, 'reminder', asked.reason, now);
        continue;
      }
      const organisation = await repo.organisationOf(assignment.organisationId);
      const earlier = await repo.failedBefore(assignment.id, user.id);
      const occurrence = own.find((s) => s.ordinal === 0)?.occurrence ?? 0;
      const failure = await repo.transaction(async (tx) => {
        const claimed = await repo.claimSend(
          {
            assignmentId: assignment.id,
            responseId: response.id,
            userId: user.id,
            kind: 'reminder',
            occurrence,
            ordinal: next.ordinal,
            sentAt: new Date(now),
          },
          tx,
        );
        if (!claimed) return null;
        const sent = await mailAsked(
          deps,
          {
            kind: 'reminder',
            person: user,
            organisationId: assignment.organisationId,
            organisation: organisation ?? null,
            definition: asked.definition,
            responseId: response.id,
            child: await childOf(response.subjectPatientId, tx),
          },
          tx,
        );
        await repo.updateSend(claimed.id, sent, tx);
        return sent.failure;
      });
      await reportOnce('reminder', assignment, failure, earlier);
    }
  }

  return {
    /** One run of the schedule at the clock's time. */
    async run() {
      const now = deps.now();
      const assignments = (await repo.active(null)).map((x) => x.assignment);
      // Repeats first: an occurrence they retire is not reminded of in the same run.
      for (const assignment of assignments) await repeat(assignment, now);
      await remind(
        assignments.filter((a) => !a.stoppedAt),
        now,
      );
    },

    /** The next reminders and repeats, soonest first, for the messages screen. */
    async upcoming(scope: UpcomingScope): Promise<ScheduledWork[]> {
      const now = scope.now.getTime();
      const rows = await repo.active(scope.organisationId);
      const organisationOf = (a: AssignmentRow) => {
        const x = rows.find((r) => r.assignment.id === a.id);
        return { id: a.organisationId, name: x?.organisation ?? '' };
      };
      const work: ScheduledWork[] = [];
      for (const { assignment } of rows) {
        const next = assignment.repeat && nextOccurrence(assignment.createdAt, assignment.repeat, now);
        if (next)
          work.push({
            id: `repeat:${assignment.id}:${next.occurrence}`,
            kind: 'repeat',
            subject: assignment.title,
            dueAt: next.dueAt.toISOString(),
            organisation: organisationOf(assignment),
          });
      }
      const reminding = rows.map((r) => r.assignment).filter((a) => a.remind);
      const sends = await repo.sends(reminding.map((a) => a.id));
      for (const { response, user } of await repo.open(reminding.map((a) => a.id))) {
        const assignment = reminding.find((a) => a.id === response.assignmentId);
        if (!assignment?.remind || user.type !== UserType.Guardian || !ASKABLE.includes(user.status))
          continue;
        const own = sends.filter((s) => s.send.responseId === response.id).map((s) => s.send);
        const next = nextReminder(own, response.assignedAt, assignment.remind);
        if (next)
          work.push({
            id: `reminder:${response.id}:${next.ordinal}`,
            kind: 'reminder',
            subject: assignment.title,
            dueAt: next.dueAt.toISOString(),
            organisation: organisationOf(assignment),
          });
      }
      return work.sort((a, b) => a.dueAt.localeCompare(b.dueAt)).slice(0, scope.limit);
    },
  };
}
