import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { UserListQuery } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { organisations, subscriptionPacks, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const sortColumn = {
  created_at: users.createdAt,
  first_name: users.firstName,
  surname: users.surname,
  email: users.email,
  last_active: users.lastActiveAt,
  activated_at: users.activatedAt,
} as const;

/** Types that take a seat: guardians and patients. */
const SEATED_TYPES = [2, 3];

export function createUsersAdminRepository(db: Db) {
  return {
    async page(organisationId: string, q: UserListQuery) {
      const conditions: SQL[] = [eq(users.organisationId, organisationId), eq(users.type, q.type)];
      if (q.status !== undefined) conditions.push(eq(users.status, q.status));
      if (q.search) {
        const like = `%${escapeLike(q.search)}%`;
        const match = or(
          ilike(users.firstName, like),
          ilike(users.surname, like),
          ilike(users.email, like),
          ilike(users.fullName, like),
          ilike(users.patientNumber, like),
          ilike(users.childAppCode, like),
        );
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const direction = q.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(sql`${direction(sortColumn[q.sort])} nulls last`, asc(users.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
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
    async byId(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async remove(id: string, executor: Db) {
      await executor.delete(users).where(eq(users.id, id));
    },
    /** Seats in use and seats available: area_seats plus every pack running now. */
    async seats(organisationId: string, at: Date) {
      const [[used], [org], [packs]] = await Promise.all([
        db
          .select({ n: count() })
          .from(users)
          .where(
            and(
              eq(users.organisationId, organisationId),
              inArray(users.type, SEATED_TYPES),
              ne(users.status, 1),
            ),
          ),
        db
          .select({ seats: organisations.areaSeats })
          .from(organisations)
          .where(eq(organisations.id, organisationId)),
        db
          .select({ seats: sum(subscriptionPacks.seats) })
          .from(subscriptionPacks)
          .where(
            and(
              eq(subscriptionPacks.organisationId, organisationId),
              lte(subscriptionPacks.startsAt, at),
              gte(subscriptionPacks.endsAt, at),
            ),
          ),
      ]);
      return { used: used?.n ?? 0, limit: (org?.seats ?? 0) + Number(packs?.seats ?? 0) };
    },
  };
}
