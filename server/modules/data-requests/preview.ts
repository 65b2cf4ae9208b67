import { inArray } from 'drizzle-orm';
import type { DeletionPreview } from '../../../src/api/contracts/data-requests.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { erasurePlan } from './erase.ts';

/** The requester's children as approving their deletion would leave them: erased, or kept. */
export async function deletionPreview(db: Db, guardianId: string): Promise<DeletionPreview> {
  const plan = await erasurePlan(db, guardianId);
  const ids = [...plan.erased, ...plan.kept];
  const rows = ids.length
    ? await db
        .select({
          id: users.id,
          first_name: users.firstName,
          surname: users.surname,
          full_name: users.fullName,
          patient_number: users.patientNumber,
          app_code: users.appCode,
        })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const of = (list: string[]) => rows.filter((r) => list.includes(r.id));
  return { erased: of(plan.erased), kept: of(plan.kept) };
}
