import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { londonToday } from '../../db/london.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { accessOfRow, ageToday } from './access-repository.ts';
import { reviewOn } from './link-queries.ts';
import { guardianLinks, linkAssents } from './schema.ts';

/**
 * The queries of the young person's say and of links as hospitals manage them: a patient's guardians
 * as the app shows them, answers and their reviews, a child's other guardians, links due for review.
 */
const patient = alias(users, 'patient');

export function createAssentRepository(db: Db) {
  return {
    /** A patient's age today and their organisation's ages (the app's question: asked yet, in control yet). */
    async patientStage(patientId: string) {
      const [row] = await db
        .select({ age: ageToday, assentAge: organisations.assentAge, controlAge: organisations.controlAge })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, patientId))
        .limit(1);
      return row ? { ...row, age: row.age === null ? null : Number(row.age) } : undefined;
    },

    /** The patient's guardians with an active link, with what each sees and the patient's answer. */
    async guardiansOf(patientId: string) {
      const guardian = users;
      const rows = await db
        .select({
          linkId: guardianLinks.id,
          firstName: guardian.firstName,
          surname: guardian.surname,
          relationship: guardianLinks.relationship,
          level: guardianLinks.accessLevel,
          limitedParts: organisations.limitedParts,
          assentAge: organisations.assentAge,
          controlAge: organisations.controlAge,
          answer: linkAssents.answer,
          reviewedAt: linkAssents.reviewedAt,
          safeguarding: linkAssents.safeguarding,
          age: sql<number | null>`extract(year from age(${londonToday}, ${patient.dateOfBirth}))::int`,
        })
        .from(guardianLinks)
        .innerJoin(guardian, eq(guardian.id, guardianLinks.guardianId))
        .innerJoin(patient, eq(patient.id, guardianLinks.patientId))
        .innerJoin(organisations, eq(organisations.id, guardianLinks.organisationId))
        .leftJoin(linkAssents, eq(linkAssents.linkId, guardianLinks.id))
        .where(and(eq(guardianLinks.patientId, patientId), eq(guardianLinks.status, 'active')))
        .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.id));
      return rows.map((row) => ({ ...row, access: accessOfRow(row) }));
    },

    /** The patient's active link of this id, if any. */
    async activeLinkOfPatient(patientId: string, linkId: string) {
      const [row] = await db
        .select()
        .from(guardianLinks)
        .where(
          and(
            eq(guardianLinks.id, linkId),
            eq(guardianLinks.patientId, patientId),
            eq(guardianLinks.status, 'active'),
          ),
        )
        .limit(1);
      return row;
    },

    /** The young person's new answer; a new answer clears the last review. */
    async answer(linkId: string, answer: 'agreed' | 'declined', reason: string | null, at: Date, tx: Db) {
      const values = {
        answer,
        reason,
        answeredAt: at,
        reviewedBy: null,
        reviewedAt: null,
        reviewReason: null,
        safeguarding: false,
      };
      await tx
        .insert(linkAssents)
        .values({ linkId, ...values })
        .onConflictDoUpdate({ target: linkAssents.linkId, set: values });
    },

    async review(linkId: string, by: string, reason: string, safeguarding: boolean, at: Date, tx: Db) {
      await tx
        .update(linkAssents)
        .set({ reviewedBy: by, reviewedAt: at, reviewReason: reason, safeguarding })
        .where(eq(linkAssents.linkId, linkId));
    },

    /** The child's other guardians a guardian may see: active links not marked confidential. */
    async otherGuardians(guardianId: string, patientId: string) {
      return db
        .select({
          firstName: users.firstName,
          surname: users.surname,
          relationship: guardianLinks.relationship,
        })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.guardianId))
        .where(
          and(
            eq(guardianLinks.patientId, patientId),
            ne(guardianLinks.guardianId, guardianId),
            eq(guardianLinks.status, 'active'),
            isNull(guardianLinks.confidentialReason),
          ),
        )
        .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.id));
    },

    /**
     * Active links whose review falls within `days` days (or has passed) and whose admins were not
     * yet reminded of that date: the review reminders' work.
     */
    async reviewsDue(days: number, organisationId: string | null = null) {
      const due = sql`${reviewOn}::date`;
      return db
        .select({
          id: guardianLinks.id,
          organisationId: guardianLinks.organisationId,
          reviewOn,
          guardianFirst: users.firstName,
          guardianSurname: users.surname,
        })
        .from(guardianLinks)
        .innerJoin(organisations, eq(organisations.id, guardianLinks.organisationId))
        .innerJoin(users, eq(users.id, guardianLinks.guardianId))
        .where(
          and(
            eq(guardianLinks.status, 'active'),
            isNotNull(guardianLinks.approvedAt),
            organisationId ? eq(guardianLinks.organisationId, organisationId) : undefined,
            sql`${due} <= ${londonToday} + ${days}::int`,
            or(isNull(guardianLinks.reviewRemindedFor), sql`${guardianLinks.reviewRemindedFor} <> ${due}`),
          ),
        )
        .orderBy(sql`${due}`, asc(guardianLinks.id));
    },

    async markReminded(id: string, reviewDate: string, tx: Db) {
      await tx.update(guardianLinks).set({ reviewRemindedFor: reviewDate }).where(eq(guardianLinks.id, id));
    },

    /** The guardian of a link and the child's names, for telling them of a change (in its transaction). */
    async guardianOfLink(linkId: string, tx: Db) {
      const [row] = await tx
        .select({
          guardianId: guardianLinks.guardianId,
          firstName: users.firstName,
          surname: users.surname,
          fullName: users.fullName,
        })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.patientId))
        .where(eq(guardianLinks.id, linkId));
      return row;
    },
  };
}
export type AssentRepository = ReturnType<typeof createAssentRepository>;
