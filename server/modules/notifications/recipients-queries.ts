import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventPatients } from '../calendar/schema.ts';
import { guardianLinks } from '../families/schema.ts';
import { users } from '../users/schema.ts';

/**
 * Each active guardian of these patients, with the child's names: who is told of news about a child
 * (an event chosen for them). Read in the producer's transaction.
 */
export async function guardiansOfChildren(
  tx: Db,
  patientIds: readonly string[],
): Promise<
  { guardianId: string; patientId: string; firstName: string; surname: string; fullName: string | null }[]
> {
  if (patientIds.length === 0) return [];
  return tx
    .select({
      guardianId: guardianLinks.guardianId,
      patientId: guardianLinks.patientId,
      firstName: users.firstName,
      surname: users.surname,
      fullName: users.fullName,
    })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.patientId))
    .where(and(inArray(guardianLinks.patientId, [...patientIds]), eq(guardianLinks.status, 'active')));
}

/** The patients an event is chosen for (before a change replaces them). */
export async function eventPatientIds(tx: Db, eventId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: eventPatients.userId })
    .from(eventPatients)
    .where(eq(eventPatients.eventId, eventId));
  return rows.map((r) => r.id);
}
