import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guardianLinks, organisations, users } from '../../db/schema.ts';
import { TIME_ZONE } from '../../../src/api/contracts/time.ts';

/** The product's zone, written into the SQL as a constant. */
const ZONE = sql.raw(`'${TIME_ZONE}'`);

export type GuardianLinkRow = typeof guardianLinks.$inferSelect;
export type NewGuardianLinkRow = typeof guardianLinks.$inferInsert;

/**
 * What a guardian may see of a child: everything ('full'), or — once the child has reached the
 * organisation's coming-of-age limit — only hospital information and events ('limited'); null when
 * no active link exists (another family's child, a revoked or pending link).
 */
export type ChildAccess = 'full' | 'limited' | null;

/** A patient as a family sees it: what the display-name rule (spec §3) and the app need. */
export interface LinkedChild {
  linkId: string;
  patientId: string;
  relationship: GuardianLinkRow['relationship'];
  firstName: string;
  surname: string;
  fullName: string | null;
  patientNumber: string | null;
  appCode: string | null;
  dateOfBirth: string | null;
}

/** Guardians linked to patients: every query of the family model. */
export function createFamiliesRepository(db: Db) {
  return {
    /** The patients actively linked to a guardian, oldest link first. */
    async activeChildrenOf(guardianId: string, executor: Db = db): Promise<LinkedChild[]> {
      return executor
        .select({
          linkId: guardianLinks.id,
          patientId: users.id,
          relationship: guardianLinks.relationship,
          firstName: users.firstName,
          surname: users.surname,
          fullName: users.fullName,
          patientNumber: users.patientNumber,
          appCode: users.appCode,
          dateOfBirth: users.dateOfBirth,
        })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.patientId))
        .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.status, 'active')))
        .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.id));
    },

    /** True when the guardian is actively linked to the patient: the check of every child's data. */
    async isActiveLink(guardianId: string, patientId: string, executor: Db = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: guardianLinks.id })
        .from(guardianLinks)
        .where(
          and(
            eq(guardianLinks.guardianId, guardianId),
            eq(guardianLinks.patientId, patientId),
            eq(guardianLinks.status, 'active'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The guardian's access to the patient today (London's date), from the link and the child's age. */
    async childAccess(guardianId: string, patientId: string, executor: Db = db): Promise<ChildAccess> {
      const [row] = await executor
        .select({
          limited: sql<boolean>`coalesce(${users.dateOfBirth} + make_interval(years => ${organisations.guardianLimitAge}::int)
            <= (now() at time zone ${ZONE})::date, false)`,
        })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.patientId))
        .innerJoin(organisations, eq(organisations.id, guardianLinks.organisationId))
        .where(
          and(
            eq(guardianLinks.guardianId, guardianId),
            eq(guardianLinks.patientId, patientId),
            eq(guardianLinks.status, 'active'),
          ),
        )
        .limit(1);
      if (!row) return null;
      return row.limited ? 'limited' : 'full';
    },

    async insertLink(row: NewGuardianLinkRow, executor: Db = db): Promise<GuardianLinkRow> {
      const [link] = await executor.insert(guardianLinks).values(row).returning();
      if (!link) throw new Error('link insert returned nothing');
      return link;
    },
  };
}
export type FamiliesRepository = ReturnType<typeof createFamiliesRepository>;
