import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guardianLinks } from './schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { createLinkQueries } from './link-queries.ts';
import { createFamilyAccess } from './access-repository.ts';

export type GuardianLinkRow = typeof guardianLinks.$inferSelect;
export type NewGuardianLinkRow = typeof guardianLinks.$inferInsert;

/** Guardians linked to patients: every query of the family model. */
export function createFamiliesRepository(db: Db) {
  return {
    ...createFamilyAccess(db),

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

    async insertLink(row: NewGuardianLinkRow, executor: Db = db): Promise<GuardianLinkRow> {
      const [link] = await executor.insert(guardianLinks).values(row).returning();
      if (!link) throw new Error('link insert returned nothing');
      return link;
    },

    ...createLinkQueries(db),

    /** The live (pending or active) link of a guardian and a child, if any. */
    async liveLink(guardianId: string, patientId: string, executor: Db = db) {
      const [row] = await executor
        .select()
        .from(guardianLinks)
        .where(
          and(
            eq(guardianLinks.guardianId, guardianId),
            eq(guardianLinks.patientId, patientId),
            ne(guardianLinks.status, 'revoked'),
          ),
        )
        .limit(1);
      return row;
    },

    async updateLink(id: string, patch: Partial<NewGuardianLinkRow>, executor: Db) {
      const [row] = await executor
        .update(guardianLinks)
        .set(patch)
        .where(eq(guardianLinks.id, id))
        .returning();
      return row;
    },

    /** A guardian's live links with their child, oldest first (the family's own view). */
    async liveLinksOf(guardianId: string) {
      return db
        .select({
          link: guardianLinks,
          child: {
            id: users.id,
            firstName: users.firstName,
            surname: users.surname,
            fullName: users.fullName,
            patientNumber: users.patientNumber,
            appCode: users.appCode,
          },
        })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.patientId))
        .where(and(eq(guardianLinks.guardianId, guardianId), ne(guardianLinks.status, 'revoked')))
        .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.id));
    },

    async userById(id: string, executor: Db = db) {
      const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The organisation's patient holding an app code (codes are unique per organisation). */
    async patientByCode(organisationId: string, appCode: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.organisationId, organisationId), eq(users.appCode, appCode), eq(users.type, 3)))
        .limit(1);
      return row;
    },

    async organisation(id: string, executor: Db = db) {
      const [row] = await executor.select().from(organisations).where(eq(organisations.id, id)).limit(1);
      return row;
    },

    async updateSettings(
      id: string,
      patch: Partial<
        Pick<
          typeof organisations.$inferInsert,
          | 'familyLinkApproval'
          | 'assentAge'
          | 'controlAge'
          | 'limitedParts'
          | 'linkReviewMonths'
          | 'familyLanguages'
        >
      >,
      executor: Db,
    ) {
      const [row] = await executor
        .update(organisations)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(organisations.id, id))
        .returning();
      return row;
    },

    async setPatientName(id: string, firstName: string, executor: Db) {
      await executor.update(users).set({ firstName, updatedAt: new Date() }).where(eq(users.id, id));
    },

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type FamiliesRepository = ReturnType<typeof createFamiliesRepository>;
