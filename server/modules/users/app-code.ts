import { randomInt } from 'node:crypto';
import { APP_CODE_ALPHABET } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../auth/index.ts';
import { endAppSignIns, setAppCode } from './app-code-queries.ts';

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
      await setAppCode(tx, patientId, code);
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 5) continue;
      throw error;
    }
    await endAppSignIns(tx, patientId, at);
    return code;
  }
}
