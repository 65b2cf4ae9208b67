import { dictionary } from '@zxcvbn-ts/language-common';
import { validationError } from '../http/errors.ts';

/**
 * The most common passwords, refused on top of the spec's composition rules (docs/product.md § Constants): the
 * common-password dictionary of the maintained zxcvbn-ts project (npm `@zxcvbn-ts/language-common`,
 * MIT; 49,233 passwords ranked by how often they appear in leaked password lists). It stays on the
 * server: the portal shows the server's answer instead of shipping half a megabyte to browsers.
 */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_COUNT = COMMON.size;

/**
 * Composition rules push people to decorate a common word (`Password1!`, `Welcome1!`): the password
 * is compared case-insensitively, both whole and with the digits and symbols around it removed.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
  return core.length > 0 && COMMON.has(core);
}

/** The field message is a locale key, like those of the other password rules. */
export const COMMON_PASSWORD_RULE = 'password.rules.common';

/** Throws 400 ValidationError naming `field` when the password is a common one. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (!isCommonPassword(password)) return;
  throw validationError(
    field,
    `Invalid body: ${field}: is one of the most common passwords, which are guessed first; choose another`,
    COMMON_PASSWORD_RULE,
  );
}
