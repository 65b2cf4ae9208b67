import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { linkAccess, type LinkAccess } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { londonToday } from '../../db/london.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { guardianLinks, linkAssents } from './schema.ts';

/**
 * The family check: what a guardian may see of each child actively linked to them, decided by the
 * one rule (`linkAccess`, src/api/contracts/family-access.ts) from the link's level, the
 * organisation's ages and limited parts, the child's age today (London) and the young person's
 * answer. The permission check asks here (`childAccess`) on every route naming a child in its path
 * (server/http/targets.ts): a child with no active link reads as a missing one, a part the link
 * does not open answers 403.
 */

/** A patient as a family sees them, with what the guardian may see of them today. */
export interface LinkedChild {
  linkId: string;
  patientId: string;
  relationship: 'parent' | 'carer' | 'other';
  firstName: string;
  surname: string;
  fullName: string | null;
  patientNumber: string | null;
  appCode: string | null;
  dateOfBirth: string | null;
  access: LinkAccess;
}

/** The child's age in whole years on London's today; null without a date of birth. */
export const ageToday = sql<number | null>`extract(year from age(${londonToday}, ${users.dateOfBirth}))::int`;

const FACTS = {
  linkId: guardianLinks.id,
  guardianId: guardianLinks.guardianId,
  patientId: users.id,
  relationship: guardianLinks.relationship,
  firstName: users.firstName,
  surname: users.surname,
  fullName: users.fullName,
  patientNumber: users.patientNumber,
  appCode: users.appCode,
  dateOfBirth: users.dateOfBirth,
  level: guardianLinks.accessLevel,
  limitedParts: organisations.limitedParts,
  assentAge: organisations.assentAge,
  controlAge: organisations.controlAge,
  age: ageToday,
  answer: linkAssents.answer,
  reviewedAt: linkAssents.reviewedAt,
  safeguarding: linkAssents.safeguarding,
};

const selectActive = (executor: Db, where: SQL | undefined) =>
  executor
    .select(FACTS)
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.patientId))
    .innerJoin(organisations, eq(organisations.id, guardianLinks.organisationId))
    .leftJoin(linkAssents, eq(linkAssents.linkId, guardianLinks.id))
    .where(and(eq(guardianLinks.status, 'active'), where));
type FactsRow = Awaited<ReturnType<typeof selectActive>>[number];

/** The rule applied to one row of facts. */
export const accessOfRow = (
  row: Pick<
    FactsRow,
    'level' | 'limitedParts' | 'assentAge' | 'controlAge' | 'age' | 'answer' | 'reviewedAt' | 'safeguarding'
  >,
): LinkAccess =>
  linkAccess({
    level: row.level,
    limitedParts: row.limitedParts,
    age: row.age === null ? null : Number(row.age),
    assentAge: row.assentAge,
    controlAge: row.controlAge,
    assent: row.answer
      ? { answer: row.answer, reviewed: row.reviewedAt !== null, safeguarding: row.safeguarding ?? false }
      : null,
  });

const toChild = (row: FactsRow): LinkedChild => ({
  linkId: row.linkId,
  patientId: row.patientId,
  relationship: row.relationship,
  firstName: row.firstName,
  surname: row.surname,
  fullName: row.fullName,
  patientNumber: row.patientNumber,
  appCode: row.appCode,
  dateOfBirth: row.dateOfBirth,
  access: accessOfRow(row),
});

export function createFamilyAccess(db: Db) {
  /** The guardian's access to the patient today; null when no active link exists. */
  async function childAccess(guardianId: string, patientId: string, executor: Db = db) {
    const [row] = await selectActive(
      executor,
      and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.patientId, patientId)),
    ).limit(1);
    return row ? accessOfRow(row) : null;
  }

  return {
    childAccess,

    /** The patients actively linked to a guardian with what they may see of each, oldest link first. */
    async activeChildrenOf(guardianId: string, executor: Db = db): Promise<LinkedChild[]> {
      const rows = await selectActive(executor, eq(guardianLinks.guardianId, guardianId)).orderBy(
        asc(guardianLinks.createdAt),
        asc(guardianLinks.id),
      );
      return rows.map(toChild);
    },

    /** Each active link to these patients, with what its guardian may see of the child today. */
    async activeGuardiansOf(
      patientIds: readonly string[],
      executor: Db = db,
    ): Promise<(LinkedChild & { guardianId: string })[]> {
      if (patientIds.length === 0) return [];
      const rows = await selectActive(executor, inArray(guardianLinks.patientId, [...patientIds]));
      return rows.map((row) => ({ ...toChild(row), guardianId: row.guardianId }));
    },
  };
}
