import { and, asc, desc, eq, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { AccountStatus, UserType } from '../../../src/api/contracts/roles.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { person, type FlagRow } from './response-repository.ts';
import {
  questionnaireFlags,
  questionnaireResponses,
  questionnaireVersions,
  safeguardingSettings,
} from './schema.ts';

export type FlagListStatus = 'open' | 'acknowledged' | 'active' | 'resolved' | 'all';
export type SafeguardingRow = typeof safeguardingSettings.$inferSelect;

/** The child a flag is about: a second reading of users. */
const child = alias(users, 'flag_child');
const childPerson = {
  id: child.id,
  type: child.type,
  status: child.status,
  email: child.email,
  firstName: child.firstName,
  surname: child.surname,
  fullName: child.fullName,
  patientNumber: child.patientNumber,
  appCode: child.appCode,
  language: child.language,
  organisationId: child.organisationId,
};

const STAFF_TYPES = [UserType.Admin, UserType.Staff];
const recipient = { id: users.id, email: users.email, type: users.type, language: users.language };
type Recipient = { id: string; email: string | null; type: number; language: string | null };

const statusWhere: Record<FlagListStatus, SQL | undefined> = {
  open: eq(questionnaireFlags.state, 'raised'),
  acknowledged: isNotNull(questionnaireFlags.acknowledgedAt),
  active: ne(questionnaireFlags.state, 'resolved'),
  resolved: eq(questionnaireFlags.state, 'resolved'),
  all: undefined,
};

/** Duty-of-care flags through their states, their escalation clock, and the organisation's settings. */
export function createFlagQueries(db: Db) {
  /** Moves a flag on from one of `from` (the update's condition makes each step happen once). */
  async function step(id: string, from: FlagRow['state'][], values: Partial<FlagRow>, tx: Db) {
    const rows = await tx
      .update(questionnaireFlags)
      .set(values)
      .where(and(eq(questionnaireFlags.id, id), inArray(questionnaireFlags.state, from)))
      .returning({ id: questionnaireFlags.id });
    return rows.length > 0;
  }
  return {
    flagList(organisationId: string, status: FlagListStatus, id?: string) {
      const where: (SQL | undefined)[] = [eq(questionnaireFlags.organisationId, organisationId)];
      where.push(statusWhere[status]);
      if (id) where.push(eq(questionnaireFlags.id, id));
      return db
        .select({
          flag: questionnaireFlags,
          user: person,
          subject: childPerson,
          definition: questionnaireVersions.definition,
        })
        .from(questionnaireFlags)
        .innerJoin(users, eq(users.id, questionnaireFlags.userId))
        .leftJoin(child, eq(child.id, questionnaireFlags.subjectPatientId))
        .innerJoin(questionnaireResponses, eq(questionnaireResponses.id, questionnaireFlags.responseId))
        .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaireResponses.versionId))
        .where(and(...where))
        .orderBy(desc(questionnaireFlags.raisedAt), asc(questionnaireFlags.id))
        .limit(500);
    },
    async flagOfResponse(responseId: string): Promise<FlagRow | undefined> {
      const [row] = await db
        .select()
        .from(questionnaireFlags)
        .where(eq(questionnaireFlags.responseId, responseId));
      return row;
    },
    acknowledgeFlag: (id: string, by: string, note: string | null, at: Date, tx: Db) =>
      step(
        id,
        ['raised'],
        { state: 'acknowledged', acknowledgedAt: at, acknowledgedBy: by, note, nextEscalationAt: null },
        tx,
      ),
    startFlag: (id: string, at: Date, tx: Db) =>
      step(id, ['acknowledged'], { state: 'in_progress', startedAt: at }, tx),
    resolveFlag: (
      id: string,
      by: string,
      outcome: NonNullable<FlagRow['outcome']>,
      note: string,
      at: Date,
      tx: Db,
    ) =>
      step(
        id,
        ['acknowledged', 'in_progress'],
        { state: 'resolved', resolvedAt: at, resolvedBy: by, outcome, resolutionNote: note },
        tx,
      ),
    setEscalation: (id: string, at: Date, tx: Db) =>
      tx.update(questionnaireFlags).set({ nextEscalationAt: at }).where(eq(questionnaireFlags.id, id)),
    /** Unacknowledged flags whose escalation is due (every organisation's). */
    dueEscalations: (now: Date) =>
      db
        .select()
        .from(questionnaireFlags)
        .where(and(eq(questionnaireFlags.state, 'raised'), lte(questionnaireFlags.nextEscalationAt, now)))
        .orderBy(asc(questionnaireFlags.nextEscalationAt))
        .limit(200),
    /**
     * Claims one escalation: only the server whose update still sees the instant it read moves it on
     * (and counts it); another server, or a run after an acknowledgement, changes nothing.
     */
    async claimEscalation(id: string, seen: Date, next: Date, tx: Db): Promise<number | null> {
      const [row] = await tx
        .update(questionnaireFlags)
        .set({ nextEscalationAt: next, escalations: sql`${questionnaireFlags.escalations} + 1` })
        .where(
          and(
            eq(questionnaireFlags.id, id),
            eq(questionnaireFlags.state, 'raised'),
            eq(questionnaireFlags.nextEscalationAt, seen),
          ),
        )
        .returning({ escalations: questionnaireFlags.escalations });
      return row?.escalations ?? null;
    },
    async safeguardingOf(organisationId: string, tx: Db = db): Promise<SafeguardingRow | undefined> {
      const [row] = await tx
        .select()
        .from(safeguardingSettings)
        .where(eq(safeguardingSettings.organisationId, organisationId));
      return row;
    },
    async saveSafeguarding(values: typeof safeguardingSettings.$inferInsert, tx: Db) {
      const { organisationId: _key, ...rest } = values;
      await tx
        .insert(safeguardingSettings)
        .values(values)
        .onConflictDoUpdate({
          target: safeguardingSettings.organisationId,
          set: { ...rest, updatedAt: new Date() },
        });
    },
    /** The organisation's active admins and staff accounts: who can be named a contact. */
    staffOf: (organisationId: string) =>
      db
        .select({ id: users.id, type: users.type, firstName: users.firstName, surname: users.surname })
        .from(users)
        .where(
          and(
            eq(users.organisationId, organisationId),
            inArray(users.type, STAFF_TYPES),
            eq(users.status, AccountStatus.Active),
          ),
        )
        .orderBy(asc(users.surname), asc(users.firstName), asc(users.id))
        .limit(1000),
    /** Of `ids`, the organisation's active staff; and its admins too when `admins`. */
    recipients(organisationId: string, ids: string[], admins: boolean, tx: Db = db): Promise<Recipient[]> {
      const who = [ids.length ? inArray(users.id, ids) : undefined];
      if (admins) who.push(eq(users.type, UserType.Admin));
      if (!who.some(Boolean)) return Promise.resolve([]);
      return tx
        .select(recipient)
        .from(users)
        .where(
          and(
            eq(users.organisationId, organisationId),
            inArray(users.type, STAFF_TYPES),
            eq(users.status, AccountStatus.Active),
            or(...who),
          ),
        )
        .orderBy(asc(users.id));
    },
    /** The definition the flag's response was asked in (its title names it in e-mails). */
    async definitionOfResponse(responseId: string, tx: Db = db) {
      const [row] = await tx
        .select({ definition: questionnaireVersions.definition })
        .from(questionnaireResponses)
        .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaireResponses.versionId))
        .where(eq(questionnaireResponses.id, responseId));
      return row?.definition;
    },
    async personById(id: string, tx: Db = db) {
      const [row] = await tx.select(person).from(users).where(eq(users.id, id));
      return row;
    },
    async organisationSettingsOf(id: string, tx: Db = db) {
      const [row] = await tx
        .select({
          name: organisations.name,
          language: organisations.language,
          familyLanguages: organisations.familyLanguages,
        })
        .from(organisations)
        .where(eq(organisations.id, id));
      return row;
    },
  };
}
