import { atom } from 'jotai';
import { writeSelectedOrganisation, type StoredSession } from './cookies.ts';

// In memory only: a page load restores it from the server's HttpOnly session cookie (restore.ts).
const baseSessionAtom = atom<StoredSession | null>(null);

type Next = StoredSession | null | ((current: StoredSession | null) => StoredSession | null);

/** The signed-in session; a super admin's selected organisation is mirrored to its cookie. */
export const sessionAtom = atom(
  (get) => get(baseSessionAtom),
  (get, set, next: Next) => {
    const value = typeof next === 'function' ? next(get(baseSessionAtom)) : next;
    writeSelectedOrganisation(value);
    set(baseSessionAtom, value);
  },
);

/**
 * When the server last named the session's user (ms since the epoch): a sign-in's answer, a page
 * load's restore, a lifecycle check. The lifecycle does not ask again on mounting just after one.
 */
export const sessionConfirmedAtAtom = atom(0);

/** The API base URL the session calls (refresh, sign-out) go to; the token source sets it. */
export const sessionApiAtom = atom('/api');
