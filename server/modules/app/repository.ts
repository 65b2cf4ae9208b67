import { and, eq, sql } from 'drizzle-orm';
import { AccountStatus, UserType } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { attributeStatusChange } from '../users/index.ts';
import type { OrganisationRow, UserRow } from '../auth/index.ts';

/** The app's sign-in queries: a child account found by its organisation's url_code and its app code. */
export function createAppRepository(db: Db) {
  return {
    async organisationByUrlCode(urlCode: string): Promise<OrganisationRow | undefined> {
      const [row] = await db
        .select()
        .from(organisations)
        .where(sql`lower(${organisations.urlCode}) = lower(${urlCode})`)
        .limit(1);
      return row;
    },
    /** The organisation's patient (type 3) with this app code; codes are unique per organisation. */
    async patientByCode(organisationId: string, appCode: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.organisationId, organisationId),
            eq(users.type, UserType.Patient),
            eq(users.appCode, appCode),
          ),
        )
        .limit(1);
      return row;
    },
    async patientById(id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.type, UserType.Patient)))
        .limit(1);
      return row;
    },
    async organisation(id: string): Promise<OrganisationRow | undefined> {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
      return row;
    },
    /** The "last active" column of the portal's user lists and reports. */
    async touch(userId: string, at: Date): Promise<void> {
      await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, userId));
    },
    /**
     * The first sign-in completes the app activation (status 7 → 4, the status table's move); the
     * history trigger records the patient as its actor.
     */
    async activate(patient: UserRow, at: Date): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await attributeStatusChange(tx, patient.id, 'app sign-in');
        const [row] = await tx
          .update(users)
          .set({ status: AccountStatus.Active, activatedAt: at, updatedAt: at })
          .where(and(eq(users.id, patient.id), eq(users.status, AccountStatus.PendingAppActivation)))
          .returning();
        return row ?? patient;
      });
    },
  };
}
export type AppRepository = ReturnType<typeof createAppRepository>;
