export { sessionAtom, signedInAtom } from './atoms.ts';
export { createSessionTokenSource } from './token-source.ts';
export { COOKIE, type StoredSession } from './cookies.ts';
