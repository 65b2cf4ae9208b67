import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from './schema.ts';

/**
 * The seats each organisation has at an instant: its area seats plus the seats of every pack running
 * then (started, not yet ended). The one seat figure: the super admin's /organisations and an admin's
 * /usage both read it here, so they cannot disagree.
 */
export async function seatsAt(
  db: Db,
  organisationIds: readonly string[],
  at: Date,
): Promise<Map<string, number>> {
  if (organisationIds.length === 0) return new Map();
  // The outer row named in full: drizzle writes a column of a select's own table unqualified, which the
  // subquery would read as the pack's id.
  const rows = await db
    .select({
      id: organisations.id,
      seats:
        sql<number>`${organisations.areaSeats} + (select coalesce(sum(sp.seats), 0) from subscription_packs sp
        where sp.organisation_id = "organisations"."id" and sp.starts_at <= ${at} and sp.ends_at >= ${at})`.mapWith(
          Number,
        ),
    })
    .from(organisations)
    .where(inArray(organisations.id, [...organisationIds]));
  return new Map(rows.map((r) => [r.id, r.seats]));
}
