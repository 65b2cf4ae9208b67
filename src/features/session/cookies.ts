import Cookies from 'js-cookie';
import type { Organisation, User } from '../../api/contracts/index.ts';
import { roleOf } from '../../api/contracts/permissions.ts';
import { loadSessionChecks } from './session-calls.ts';

/**
 * Cookie keys of docs/product.md § Constants. Only `language` and a super admin's selected `organisation` (no personal
 * data, no secret) are still written: the refresh token lives in the server's HttpOnly cookie, the
 * access token and the user in memory. `user`, `token` and `refresh_token` are removed if an older
 * portal left them.
 */
export const COOKIE = {
  language: 'language',
  user: 'user',
  token: 'token',
  organisation: 'organisation',
  refreshToken: 'refresh_token',
} as const;

const EXPIRY_DAYS = 365;

/** The signed-in session, held in memory only. */
export interface StoredSession {
  /** The access token (short-lived; the session cookie renews it). */
  token: string;
  user: User;
  organisation: Organisation | null;
}

/** Removes the script-readable session cookies an older portal wrote. */
export function removeLegacySessionCookies(): void {
  for (const key of [COOKIE.token, COOKIE.refreshToken, COOKIE.user]) Cookies.remove(key, { path: '/' });
}

/** The organisation a super admin selected with `?oid=`, kept across reloads; null when none. */
export async function readSelectedOrganisation(): Promise<Organisation | null> {
  const raw = Cookies.get(COOKIE.organisation);
  if (!raw) return null;
  try {
    const { organisationSchema } = await loadSessionChecks();
    const parsed = organisationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps a super admin's selection in the `organisation` cookie; anyone else's organisation comes from /auth/me. */
export function writeSelectedOrganisation(session: StoredSession | null): void {
  if (roleOf(session?.user.type) === 'superAdmin' && session?.organisation) {
    Cookies.set(COOKIE.organisation, JSON.stringify(session.organisation), {
      expires: EXPIRY_DAYS,
      sameSite: 'strict',
      secure: typeof location !== 'undefined' && location.protocol === 'https:',
      path: '/',
    });
  } else {
    Cookies.remove(COOKIE.organisation, { path: '/' });
  }
}
