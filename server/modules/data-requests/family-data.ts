import { and, eq, getTableColumns, inArray, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../audit/schema.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { userOrganisationAreas } from '../areas/schema.ts';
import { sessions } from '../auth/schema.ts';
import { eventPatients } from '../calendar/schema.ts';
import { appFocusTime, appMoods, appSessions } from '../usage/schema.ts';
import { documentSignings } from '../terms/schema.ts';
import { guardianLinks } from '../families/schema.ts';
import { issueReportReplies, issueReports } from '../issue-reports/schema.ts';
import { missionBadges, missionProgress } from '../missions/schema.ts';
import { questionnaireResponses } from '../questionnaires/schema.ts';
import { quizAttempts } from '../quizzes/schema.ts';
import { registrationFeedback } from '../feedback/schema.ts';
import { pushSubscriptions } from '../notifications/schema.ts';
import { userStatusChanges, users } from '../users/schema.ts';
import { dataRequests } from './schema.ts';

/** Every row Lantern holds about a family, by table: the guardian who asks and their linked children. */
export type FamilyData = Record<string, Record<string, unknown>[]>;

/**
 * The guardian and the children an admin linked to them, or approved their link to: a pending link is a
 * request, not a child of theirs (anyone who knows a code and a birthday can ask).
 */
export async function familyOf(db: Db, guardianId: string) {
  const links = await db
    .select({ patientId: guardianLinks.patientId })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.status, 'active')));
  return { guardianId, childIds: [...new Set(links.map((l) => l.patientId))] };
}

/** Columns never handed out: secrets (hashes of passwords and tokens), not personal data. */
const SECRET_COLUMNS = new Set(['password_hash', 'token_hash']);

/** A table's rows under their database column names, secrets left out. */
async function rowsOf(db: Db, table: PgTable, where: SQL | undefined, omit: string[] = []) {
  const rows = (await db.select().from(table).where(where)) as Record<string, unknown>[];
  const keys = Object.entries(getTableColumns(table));
  return rows.map((row) =>
    Object.fromEntries(
      keys
        .filter(([, column]) => !SECRET_COLUMNS.has(column.name) && !omit.includes(column.name))
        .map(([key, column]) => {
          const value = row[key];
          return [column.name, value instanceof Date ? value.toISOString() : value];
        }),
    ),
  );
}

/**
 * What the family may download (docs/data-protection.md lists every table and why it is in or out):
 * the requester's rows and their children's, never another family's; the staff's duty-of-care flags
 * and their notes stay with the hospital, as do other guardians' answers about a shared child.
 */
export async function collectFamilyData(db: Db, guardianId: string): Promise<FamilyData> {
  const { childIds } = await familyOf(db, guardianId);
  const people = [guardianId, ...childIds];
  const children = childIds.length ? childIds : ['00000000-0000-0000-0000-000000000000'];
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, guardianId));
  const reports = await db
    .select({ id: issueReports.id })
    .from(issueReports)
    .where(eq(issueReports.reporterId, guardianId));
  return {
    users: await rowsOf(db, users, inArray(users.id, people)),
    guardian_links: await rowsOf(db, guardianLinks, eq(guardianLinks.guardianId, guardianId)),
    user_status_changes: await rowsOf(db, userStatusChanges, inArray(userStatusChanges.userId, people)),
    sessions: await rowsOf(db, sessions, eq(sessions.userId, guardianId)),
    user_areas: await rowsOf(db, userOrganisationAreas, inArray(userOrganisationAreas.userId, people)),
    terms_accepted: await rowsOf(db, documentSignings, eq(documentSignings.userId, guardianId)),
    questionnaire_responses: await rowsOf(
      db,
      questionnaireResponses,
      or(eq(questionnaireResponses.userId, guardianId), inArray(questionnaireResponses.userId, children)),
    ),
    event_patients: await rowsOf(db, eventPatients, inArray(eventPatients.userId, children)),
    app_sessions: await rowsOf(db, appSessions, inArray(appSessions.userId, children)),
    app_focus_time: await rowsOf(db, appFocusTime, inArray(appFocusTime.userId, children)),
    app_moods: await rowsOf(db, appMoods, inArray(appMoods.userId, children)),
    quiz_attempts: await rowsOf(db, quizAttempts, inArray(quizAttempts.userId, children)),
    mission_progress: await rowsOf(db, missionProgress, inArray(missionProgress.userId, children)),
    mission_badges: await rowsOf(db, missionBadges, inArray(missionBadges.userId, children)),
    issue_reports: await rowsOf(db, issueReports, eq(issueReports.reporterId, guardianId), ['screenshot']),
    issue_report_replies: reports.length
      ? await rowsOf(
          db,
          issueReportReplies,
          inArray(
            issueReportReplies.reportId,
            reports.map((r) => r.id),
          ),
        )
      : [],
    registration_feedback: await rowsOf(
      db,
      registrationFeedback,
      eq(registrationFeedback.userId, guardianId),
    ),
    // The e-mails sent to them, without their bodies' links (a queued one may still hold a working one).
    emails_sent: me?.email
      ? await rowsOf(db, mailOutbox, eq(mailOutbox.to, me.email), ['html', 'link', 'job_id', 'error'])
      : [],
    data_requests: await rowsOf(db, dataRequests, eq(dataRequests.requesterId, guardianId)),
    // The devices they turned push on for, without the keys the pushes are encrypted to.
    push_subscriptions: await rowsOf(db, pushSubscriptions, eq(pushSubscriptions.userId, guardianId), [
      'p256dh',
      'auth',
    ]),
    their_actions: await rowsOf(db, auditLog, eq(auditLog.actorId, guardianId)),
  };
}

/** How many rows an export holds (the audit records it). */
export const rowCount = (data: FamilyData): number =>
  Object.values(data).reduce((sum, rows) => sum + rows.length, 0);
