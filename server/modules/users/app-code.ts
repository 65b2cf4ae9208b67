import { randomInt } from 'node:crypto';
import { APP_CODE_ALPHABET } from '../../../src/api/contracts/index.ts';

/** A child's app code: six characters drawn uniformly from an alphabet without look-alikes. */
export function newAppCode(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += APP_CODE_ALPHABET[randomInt(APP_CODE_ALPHABET.length)];
  return code;
}
