import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from '../organisations/schema.ts';
import { registrationFeedback } from '../feedback/schema.ts';
import { users } from '../users/schema.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The super admin's reports across organisations (/reports), and a guardian's newsletter opt-in. */
export function createProductReportsRepository(db: Db) {
  return {
    /** Seats as the users admin counts them (area_seats plus running packs; guardians and patients past request). */
    async organisationUsage(at: Date) {
      const now = at.toISOString();
      const since = new Date(at.getTime() - 30 * 86_400_000).toISOString();
      const result = await db.execute(sql`
        select o.id, o.name,
          (o.area_seats + coalesce((select sum(p.seats) from subscription_packs p
             where p.organisation_id = o.id and p.starts_at <= ${now}::timestamptz and p.ends_at >= ${now}::timestamptz), 0))::int as seats,
          (select count(*) from users u where u.organisation_id = o.id and u.type in (2, 3)
             and u.status not in (1, 2))::int as seats_used,
          (select count(*) from users u where u.organisation_id = o.id and u.type = 3)::int as patients,
          (select count(*) from users u where u.organisation_id = o.id and u.type = 2)::int as guardians,
          (select count(distinct s.user_id) from app_sessions s
             where s.organisation_id = o.id and s.started_at >= ${since}::timestamptz)::int as active_patients_30d,
          (select count(*) from app_sessions s
             where s.organisation_id = o.id and s.started_at >= ${since}::timestamptz)::int as app_sessions_30d
        from organisations o order by lower(o.name), o.id`);
      return rowsOf<{
        id: string;
        name: string;
        seats: number;
        seats_used: number;
        patients: number;
        guardians: number;
        active_patients_30d: number;
        app_sessions_30d: number;
      }>(result);
    },

    async newsletterUsers() {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          surname: users.surname,
          email: users.email,
          organisationId: users.organisationId,
          organisationName: organisations.name,
          subscribedAt: users.newsletterSubscribedAt,
        })
        .from(users)
        .leftJoin(organisations, eq(organisations.id, users.organisationId))
        .where(and(isNotNull(users.newsletterSubscribedAt), eq(users.type, 2)))
        .orderBy(asc(users.newsletterSubscribedAt), asc(users.id));
    },

    /** Received registration feedback of every organisation, newest first. */
    async feedback(page: number, size: number) {
      const where = isNotNull(registrationFeedback.receivedAt);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: registrationFeedback.id,
            organisationId: registrationFeedback.organisationId,
            organisationName: organisations.name,
            category: registrationFeedback.category,
            text: registrationFeedback.text,
            receivedAt: registrationFeedback.receivedAt,
          })
          .from(registrationFeedback)
          .innerJoin(organisations, eq(organisations.id, registrationFeedback.organisationId))
          .where(where)
          .orderBy(desc(registrationFeedback.receivedAt), desc(registrationFeedback.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(registrationFeedback).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async newsletterOf(userId: string) {
      const [row] = await db
        .select({ at: users.newsletterSubscribedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Opts in (keeping the first opt-in's time) or out. */
    async setNewsletter(userId: string, subscribed: boolean, at: Date, tx: Db = db) {
      await tx
        .update(users)
        .set({
          newsletterSubscribedAt: subscribed
            ? sql`coalesce(${users.newsletterSubscribedAt}, ${at.toISOString()}::timestamptz)`
            : null,
        })
        .where(eq(users.id, userId));
    },

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type ProductReportsRepository = ReturnType<typeof createProductReportsRepository>;
