import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { ASKABLE } from './asking.ts';

/** A test's people to ask: up to `limit` guardians and patients of the admin's organisation whom a questionnaire may ask. */
export async function askablePeople(db: Db, adminEmail: string, limit: number): Promise<{ id: string }[]> {
  const [admin] = await db.select().from(users).where(eq(users.email, adminEmail));
  if (!admin?.organisationId) throw new Error(`${adminEmail} is no organisation's admin`);
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organisationId, admin.organisationId),
        inArray(users.type, [2, 3]),
        inArray(users.status, ASKABLE),
      ),
    )
    .limit(limit);
}
