import { atom } from 'jotai';
import { readSessionCookies, writeSessionCookies, type StoredSession } from './cookies.ts';

const baseSessionAtom = atom<StoredSession | null>(readSessionCookies());

/** The signed-in session, mirrored to the spec's cookies on every write. */
export const sessionAtom = atom(
  (get) => get(baseSessionAtom),
  (_get, set, next: StoredSession | null) => {
    writeSessionCookies(next);
    set(baseSessionAtom, next);
  },
);

export const signedInAtom = atom((get) => get(sessionAtom) !== null);
