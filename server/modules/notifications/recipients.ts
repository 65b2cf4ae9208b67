import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventPatients } from '../calendar/schema.ts';
import { guardianLinks } from '../families/schema.ts';
import type { NotificationInput, Notify } from './notify.ts';
import { users } from '../users/schema.ts';

/** The name a family calls a child by in a notification: the first name, else the full name. */
export const childNameOf = (u: {
  firstName: string | null;
  surname?: string | null;
  fullName?: string | null;
}) => u.firstName || u.fullName || u.surname || '';

/**
 * Each active guardian of these patients, with the child's name: who is told of news about a child
 * (an event chosen for them). Read in the producer's transaction.
 */
async function guardiansOfChildren(
  tx: Db,
  patientIds: readonly string[],
): Promise<{ guardianId: string; patientId: string; child: string }[]> {
  if (patientIds.length === 0) return [];
  const rows = await tx
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
  return rows.map((r) => ({ guardianId: r.guardianId, patientId: r.patientId, child: childNameOf(r) }));
}

/**
 * Tells each active guardian of these children, once per child, naming the child (`child`): news
 * about a child reaches every family member who follows them.
 */
export async function notifyGuardians(
  notify: Notify,
  tx: Db,
  input: Omit<NotificationInput, 'userIds'> & { patientIds: readonly string[] },
): Promise<void> {
  const { patientIds, ...rest } = input;
  for (const { guardianId, child } of await guardiansOfChildren(tx, patientIds))
    await notify(tx, { ...rest, userIds: [guardianId], params: { ...rest.params, child } });
}

/** The patients an event is chosen for (before a change replaces them). */
export async function eventPatientIds(tx: Db, eventId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: eventPatients.userId })
    .from(eventPatients)
    .where(eq(eventPatients.eventId, eventId));
  return rows.map((r) => r.id);
}
