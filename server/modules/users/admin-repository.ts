import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, sql, sum } from 'drizzle-orm';
import { AccountStatus, type UserListQuery } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { endUserSessions } from '../../auth/session-store.ts';
import { attributeStatusChange, statusHistory } from './status-history-queries.ts';
import { organisationAreas, userOrganisationAreas } from '../areas/schema.ts';
import { organisations, subscriptionPacks } from '../organisations/schema.ts';
import { users } from './schema.ts';
import { listPage } from './admin-list-queries.ts';

export type { ListedUser } from './listed-user.ts';

export type UserRow = typeof users.$inferSelect;

const SEATED_TYPES = [2, 3];

export function createUsersAdminRepository(db: Db) {
  return {
    page: (organisationId: string, q: UserListQuery, exactTotalLimit?: number) =>
      listPage(db, organisationId, q, exactTotalLimit),
    async requests(organisationId: string, q: { page: number; size: number; status: number }) {
      const where = and(
        eq(users.organisationId, organisationId),
        eq(users.status, q.status),
        inArray(users.type, [1, 2, 4]),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async setStatus(id: string, status: number, executor: Db) {
      const [row] = await executor
        .update(users)
        .set({ status, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row as UserRow;
    },
    /** Whether the organisation holds an account with this address (compared as the unique index does). */
    async holdsEmail(organisationId: string, address: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organisationId, organisationId), sql`lower(${users.email}) = lower(${address})`))
        .limit(1);
      return row !== undefined;
    },
    async byId(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async update(id: string, patch: Partial<typeof users.$inferInsert>, executor: Db) {
      const [row] = await executor
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row as UserRow;
    },
    /** Ends every session of a user: their access and refresh tokens stop working. */
    async endSessions(userId: string, executor: Db) {
      await endUserSessions(executor, userId);
    },
    async insert(values: typeof users.$inferInsert, executor: Db) {
      const [row] = await executor.insert(users).values(values).returning();
      return row as UserRow;
    },
    /** The areas of each user, by name. */
    async areasOf(userId: string) {
      return db
        .select({ id: organisationAreas.id, name: organisationAreas.name })
        .from(userOrganisationAreas)
        .innerJoin(organisationAreas, eq(organisationAreas.id, userOrganisationAreas.areaId))
        .where(eq(userOrganisationAreas.userId, userId))
        .orderBy(asc(organisationAreas.name));
    },
    /** Replaces a user's areas, keeping the content choices of areas that stay. */
    async setAreas(userId: string, areaIds: string[], executor: Db) {
      const keep = [...new Set(areaIds)];
      await executor
        .delete(userOrganisationAreas)
        .where(
          keep.length
            ? and(eq(userOrganisationAreas.userId, userId), notInArray(userOrganisationAreas.areaId, keep))
            : eq(userOrganisationAreas.userId, userId),
        );
      if (keep.length)
        await executor
          .insert(userOrganisationAreas)
          .values(keep.map((areaId) => ({ userId, areaId })))
          .onConflictDoNothing();
    },
    /** Holds the organisation row until the transaction ends, so two seat checks cannot interleave. */
    async lockOrganisation(organisationId: string, executor: Db) {
      await executor.execute(sql`select id from organisations where id = ${organisationId} for update`);
    },
    async remove(id: string, executor: Db) {
      await executor.delete(users).where(eq(users.id, id));
    },
    /** Seats in use and seats available: area_seats plus every pack running now. */
    /** Runs in the caller's transaction: one query at a time (a transaction is one connection). */
    async seats(organisationId: string, at: Date, executor: Db = db) {
      const [used] = await executor
        .select({ n: count() })
        .from(users)
        .where(
          and(
            eq(users.organisationId, organisationId),
            inArray(users.type, SEATED_TYPES),
            notInArray(users.status, [AccountStatus.RequestApproval, AccountStatus.Pending]),
          ),
        );
      const [org] = await executor
        .select({ seats: organisations.areaSeats })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      const [packs] = await executor
        .select({ seats: sum(subscriptionPacks.seats) })
        .from(subscriptionPacks)
        .where(
          and(
            eq(subscriptionPacks.organisationId, organisationId),
            lte(subscriptionPacks.startsAt, at),
            gte(subscriptionPacks.endsAt, at),
          ),
        );
      return { used: used?.n ?? 0, limit: (org?.seats ?? 0) + Number(packs?.seats ?? 0) };
    },
    /** The user and their organisation, the user's row held until the transaction ends (a new app code). */
    async patientForAppCode(patientId: string, tx: Db) {
      const [row] = await tx
        .select({ user: users, organisation: organisations })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, patientId))
        .for('update', { of: users });
      return row;
    },
    statusHistory: (userId: string) => statusHistory(db, userId),
    attributeStatusChange,
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type UsersAdminRepository = ReturnType<typeof createUsersAdminRepository>;
