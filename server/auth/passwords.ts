import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first recommended setting:
 * 19 MiB of memory, 2 iterations, 1 degree of parallelism.
 */
export const ARGON2_PARAMS = {
  algorithm: 2, // Algorithm.Argon2id (the package's enum is ambient, so not importable at run time)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_PARAMS);

// A hash of a random password, verified against when the e-mail is unknown so that a wrong
// e-mail and a wrong password take the same time.
const decoy = hashPassword(crypto.randomUUID());

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoy, password);
    return false;
  }
  return verify(storedHash, password);
}
