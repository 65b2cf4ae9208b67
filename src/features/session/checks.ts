/**
 * The contracts the session checks the server's answers against. Loaded when an answer needs
 * checking (a session to restore, a language to save), never before a signed-out /login's first
 * paint: zod and the schemas cost that page some 20 kB and tens of milliseconds of CPU.
 */
export {
  accountEndpoints,
  authEndpoints,
  organisationSchema,
  tokensSchema,
  userSchema,
} from '../../api/contracts/index.ts';
