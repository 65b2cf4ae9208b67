import type { Db } from '../../db/client.ts';
import type { NotificationInput, Notify } from './notify.ts';
import { guardiansOfChildren } from './recipients-queries.ts';

/** The name a family calls a child by in a notification: the first name, else the full name. */
export const childNameOf = (u: {
  firstName: string | null;
  surname?: string | null;
  fullName?: string | null;
}) => u.firstName || u.fullName || u.surname || '';

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
  for (const row of await guardiansOfChildren(tx, patientIds))
    await notify(tx, {
      ...rest,
      userIds: [row.guardianId],
      params: { ...rest.params, child: childNameOf(row) },
    });
}
