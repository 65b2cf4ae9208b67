import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AccountStatus } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { notifications, pushSubscriptions } from '../notifications/schema.ts';
import { userOrganisationAreas } from '../areas/schema.ts';
import { accountTokens, sessions, signInFailures } from '../auth/schema.ts';
import { calendarSubscriptions } from '../calendar/schema.ts';
import { eventPatients } from '../calendar/schema.ts';
import { guardianLinks } from '../families/schema.ts';
import { appSignInCodes } from '../family-app-code/schema.ts';
import { registrationFeedback } from '../feedback/schema.ts';
import { issueReports } from '../issue-reports/schema.ts';
import { missionBadges, missionProgress } from '../missions/schema.ts';
import { questionnaireResponses } from '../questionnaires/schema.ts';
import { quizAttempts } from '../quizzes/schema.ts';
import { appFocusTime, appMoods, appSessions } from '../usage/schema.ts';
import { attributeStatusChange } from '../users/index.ts';
import { users } from '../users/schema.ts';
import { familyOf } from './family-data.ts';

/** What an erasure did, table by table (the audit keeps it). */
export type ErasureSummary = Record<string, number>;

const add = (summary: ErasureSummary, table: string, n: number) => {
  if (n) summary[table] = (summary[table] ?? 0) + n;
};

/**
 * Erases one person's personal data by the rule of docs/data-protection.md: their row stays as a
 * nameless placeholder that cannot sign in (what the hospital keeps — answered questionnaires,
 * flags, accepted terms, the audit — still points at it), everything else about them goes.
 * Runs in the caller's transaction; `actorId` is who erased (the status history names them).
 */
export async function erasePerson(
  tx: Db,
  userId: string,
  actorId: string | null,
  summary: ErasureSummary = {},
): Promise<ErasureSummary> {
  const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!person) return summary;
  if (person.email) {
    const mails = await tx
      .update(mailOutbox)
      .set({ to: '', text: '', html: '', link: null })
      .where(sql`lower(${mailOutbox.to}) = lower(${person.email})`)
      .returning({ id: mailOutbox.id });
    add(summary, 'mail_outbox (bodies erased)', mails.length);
    await tx.delete(signInFailures).where(eq(signInFailures.email, person.email.toLowerCase()));
  }
  const gone = async (table: string, rows: Promise<unknown[]>) => add(summary, table, (await rows).length);
  await gone(
    'sessions',
    tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }),
  );
  await gone(
    'account_tokens',
    tx.delete(accountTokens).where(eq(accountTokens.userId, userId)).returning({ id: accountTokens.id }),
  );
  // The private calendar address is a credential: it goes with the account, as the sessions do.
  await gone(
    'calendar_subscriptions',
    tx
      .delete(calendarSubscriptions)
      .where(eq(calendarSubscriptions.userId, userId))
      .returning({ id: calendarSubscriptions.userId }),
  );
  await gone(
    'user_organisation_areas',
    tx
      .delete(userOrganisationAreas)
      .where(eq(userOrganisationAreas.userId, userId))
      .returning({ id: userOrganisationAreas.id }),
  );
  await gone(
    'guardian_links',
    tx
      .delete(guardianLinks)
      .where(sql`${guardianLinks.guardianId} = ${userId} or ${guardianLinks.patientId} = ${userId}`)
      .returning({ id: guardianLinks.id }),
  );
  // App activity: the child's play and moods, not part of any clinical record.
  for (const [name, table] of [
    ['app_sessions', appSessions],
    ['app_focus_time', appFocusTime],
    ['app_moods', appMoods],
    ['quiz_attempts', quizAttempts],
    ['mission_progress', missionProgress],
    // The devices they turned push on for: nothing is pushed to an erased person.
    ['push_subscriptions', pushSubscriptions],
    // What they were told: the parameters name their children and questionnaires.
    ['notifications', notifications],
  ] as const)
    await gone(name, tx.delete(table).where(eq(table.userId, userId)).returning({ id: table.id }));
  await gone(
    'mission_badges',
    tx.delete(missionBadges).where(eq(missionBadges.userId, userId)).returning({ at: missionBadges.userId }),
  );
  await gone(
    'event_patients',
    tx.delete(eventPatients).where(eq(eventPatients.userId, userId)).returning({ id: eventPatients.userId }),
  );
  await gone(
    'app_sign_in_codes',
    tx
      .delete(appSignInCodes)
      .where(eq(appSignInCodes.patientId, userId))
      .returning({ id: appSignInCodes.id }),
  );
  // Questionnaires never answered hold nothing the hospital must keep; answered ones stay.
  await gone(
    'questionnaire_responses (unanswered)',
    tx
      .delete(questionnaireResponses)
      .where(and(eq(questionnaireResponses.userId, userId), ne(questionnaireResponses.status, 'completed')))
      .returning({ id: questionnaireResponses.id }),
  );
  await gone(
    'issue_reports (screenshots)',
    tx
      .update(issueReports)
      .set({ screenshot: null, screenshotType: null })
      .where(and(eq(issueReports.reporterId, userId), sql`${issueReports.screenshot} is not null`))
      .returning({ id: issueReports.id }),
  );
  await gone(
    'registration_feedback (detached)',
    tx
      .update(registrationFeedback)
      .set({ userId: null })
      .where(eq(registrationFeedback.userId, userId))
      .returning({ id: registrationFeedback.id }),
  );
  await attributeStatusChange(tx, actorId, 'erased');
  await tx
    .update(users)
    .set({
      email: null,
      passwordHash: null,
      firstName: '',
      surname: '',
      fullName: null,
      language: null,
      appCode: null,
      dateOfBirth: null,
      newsletterSubscribedAt: null,
      lastActiveAt: null,
      status: AccountStatus.Pending,
      erasedAt: new Date(),
    })
    .where(eq(users.id, userId));
  add(summary, 'users (erased)', 1);
  return summary;
}

/**
 * Which of a guardian's children their deletion erases and which stay: a child another guardian is
 * linked to (an approved link) stays. The erasure and the admin's preview read this one rule.
 */
export async function erasurePlan(tx: Db, guardianId: string): Promise<{ erased: string[]; kept: string[] }> {
  const { childIds } = await familyOf(tx, guardianId);
  const shared = childIds.length
    ? await tx
        .select({ patientId: guardianLinks.patientId })
        .from(guardianLinks)
        .where(
          and(
            inArray(guardianLinks.patientId, childIds),
            ne(guardianLinks.guardianId, guardianId),
            // Only an approved link keeps a child: a pending one is a request anyone with the code can make.
            eq(guardianLinks.status, 'active'),
          ),
        )
    : [];
  const kept = new Set(shared.map((s) => s.patientId));
  return { erased: childIds.filter((id) => !kept.has(id)), kept: childIds.filter((id) => kept.has(id)) };
}

/** A guardian's approved deletion: them, and each child linked to nobody else (`erasurePlan`). */
export async function eraseFamily(tx: Db, guardianId: string, actorId: string | null) {
  const { erased, kept } = await erasurePlan(tx, guardianId);
  const summary: ErasureSummary = {};
  await erasePerson(tx, guardianId, actorId, summary);
  for (const child of erased) await erasePerson(tx, child, actorId, summary);
  return { summary, erasedChildren: erased.length, keptChildren: kept.length };
}
