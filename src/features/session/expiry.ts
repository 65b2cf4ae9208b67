/** Spec §4: the session is re-checked every 39,000,000 ms (and on mount, reconnect and focus). */
export const RECHECK_INTERVAL_MS = 39_000_000;
/** Spec §4: refresh when the token expiry is missing or under 300,000 ms away. */
export const REFRESH_MARGIN_MS = 300_000;

/** The `exp` of a JWT access token in milliseconds, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/')) as string;
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export const needsRefresh = (token: string, now: number): boolean => {
  const exp = tokenExpiry(token);
  return exp === null || exp - now < REFRESH_MARGIN_MS;
};
