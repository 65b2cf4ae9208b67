import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../auth/schema.ts';
import { appSignInCodes } from '../family-app-code/schema.ts';
import { users } from './schema.ts';

/** Sets the child's app code in a savepoint of the caller's transaction (a taken code leaves it usable). */
export const setAppCode = (tx: Db, patientId: string, code: string) =>
  tx.transaction((sp) => sp.update(users).set({ appCode: code }).where(eq(users.id, patientId)));

/** Ends every app session of the child and spends the three-word codes not yet used, at `at`. */
export async function endAppSignIns(tx: Db, patientId: string, at: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, patientId), isNull(sessions.revokedAt)));
  await tx
    .update(appSignInCodes)
    .set({ usedAt: at })
    .where(and(eq(appSignInCodes.patientId, patientId), isNull(appSignInCodes.usedAt)));
}
