import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { APP_CODE_ALPHABET } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../auth/index.ts';
import { sessions } from '../auth/schema.ts';
import { appSignInCodes } from '../family-app-code/schema.ts';
import { users } from './schema.ts';

/** A child's app code: six characters drawn uniformly from an alphabet without look-alikes. */
export function newAppCode(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += APP_CODE_ALPHABET[randomInt(APP_CODE_ALPHABET.length)];
  return code;
}

/**
 * Gives a child a new app code in the caller's transaction: the old code stops signing in, every app
 * session signed in with it ends at once (its next call answers 401), and the three-word codes not yet
 * used are spent. The app code is a credential: whoever was shown it (a guardian whose link was revoked)
 * keeps nothing. Draws again when the code is taken in the organisation (a savepoint keeps the
 * transaction usable).
 */
export async function renewAppCode(tx: Db, patientId: string, at: Date): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const code = newAppCode();
    try {
      await tx.transaction((sp) => sp.update(users).set({ appCode: code }).where(eq(users.id, patientId)));
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 5) continue;
      throw error;
    }
    await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, patientId), isNull(sessions.revokedAt)));
    await tx
      .update(appSignInCodes)
      .set({ usedAt: at })
      .where(and(eq(appSignInCodes.patientId, patientId), isNull(appSignInCodes.usedAt)));
    return code;
  }
}
