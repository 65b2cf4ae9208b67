import Cookies from 'js-cookie';
import { organisationSchema, userSchema, type Organisation, type User } from '../../api/contracts/index.ts';

/** Cookie keys of spec §9. */
export const COOKIE = {
  language: 'language',
  user: 'user',
  token: 'token',
  organisation: 'organisation',
  refreshToken: 'refresh_token',
} as const;

const EXPIRY_DAYS = 365;

const options = (): Cookies.CookieAttributes => ({
  expires: EXPIRY_DAYS,
  sameSite: 'lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
  path: '/',
});

export interface StoredSession {
  token: string;
  refreshToken: string;
  user: User;
  organisation: Organisation | null;
}

const parseJson = <T,>(raw: string | undefined, schema: { safeParse(v: unknown): { success: boolean; data?: T } }) => {
  if (!raw) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? (result.data ?? null) : null;
  } catch {
    return null;
  }
};

/** The session kept in cookies, or null when any part is missing or malformed. */
export function readSessionCookies(): StoredSession | null {
  const token = Cookies.get(COOKIE.token);
  const refreshToken = Cookies.get(COOKIE.refreshToken);
  const user = parseJson<User>(Cookies.get(COOKIE.user), userSchema);
  if (!token || !refreshToken || !user) return null;
  const organisation = parseJson<Organisation>(Cookies.get(COOKIE.organisation), organisationSchema);
  return { token, refreshToken, user, organisation };
}

export function writeSessionCookies(session: StoredSession | null): void {
  if (!session) {
    for (const key of [COOKIE.token, COOKIE.refreshToken, COOKIE.user, COOKIE.organisation]) {
      Cookies.remove(key, { path: '/' });
    }
    return;
  }
  Cookies.set(COOKIE.token, session.token, options());
  Cookies.set(COOKIE.refreshToken, session.refreshToken, options());
  Cookies.set(COOKIE.user, JSON.stringify(session.user), options());
  if (session.organisation) Cookies.set(COOKIE.organisation, JSON.stringify(session.organisation), options());
  else Cookies.remove(COOKIE.organisation, { path: '/' });
}
