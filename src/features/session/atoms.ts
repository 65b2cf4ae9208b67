import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import { readSessionCookies, writeSessionCookies, type StoredSession } from './cookies.ts';

// Read from the cookies when a store first asks, not once at load: a fresh store after sign-out
// must see the cookies as they are then.
const baseSessionAtom = atomWithDefault<StoredSession | null>(() => readSessionCookies());

type Next = StoredSession | null | ((current: StoredSession | null) => StoredSession | null);

/** The signed-in session, mirrored to the spec's cookies on every write. */
export const sessionAtom = atom(
  (get) => get(baseSessionAtom),
  (get, set, next: Next) => {
    const value = typeof next === 'function' ? next(get(baseSessionAtom)) : next;
    writeSessionCookies(value);
    set(baseSessionAtom, value);
  },
);

export const signedInAtom = atom((get) => get(sessionAtom) !== null);
