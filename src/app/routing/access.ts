/**
 * Route access of spec §2, as data: the one table the guard reads. Patterns use `:param` for a
 * dynamic segment (the spec's `[id]`).
 */

/** Public routes, matched by prefix: they need no session. */
export const PUBLIC_PREFIXES = [
  '/app-privacy',
  '/auth',
  '/login',
  '/privacy-notice',
  '/register',
  '/signup',
  '/trust',
  '/web-privacy',
  '/deeplink',
  '/logout',
] as const;

/** Routes a user of type 1 (organisation admin) may open. */
export const ADMIN_ROUTES = [
  '/',
  '/account',
  '/account/edit/user',
  '/app-users',
  '/calendar',
  '/content-areas',
  '/content-areas/add',
  '/content-areas/:id/:type',
  '/hospital-information',
  '/hospital-information/configure',
  '/hospital-information/preview',
  '/questionnaires',
  '/questionnaires/create',
  '/questionnaires/edit',
  '/questionnaires/preview',
  '/report',
  '/report/thanks',
  '/reporting',
  '/reporting/:reportingId/edit',
  '/reporting/:reportingId/view',
  '/requests',
  '/usage',
  '/user/:userId',
  '/videos/:type',
  '/organisation-areas',
  '/organisation-areas/:id/:type',
] as const;

/** Routes a user of type 2 may open (the guardian, or limited staff in another reading of the spec). */
export const GUARDIAN_ROUTES = [
  '/',
  '/account',
  '/calendar',
  '/content-areas',
  '/content-areas/add',
  '/content-areas/:id/:type',
  '/hospital-information',
  '/hospital-information/preview',
  '/report',
  '/report/thanks',
  '/requests',
  '/usage',
] as const;

export type Access = 'allow' | 'redirect-home' | 'redirect-login';

const normalise = (path: string): string => {
  const bare = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
};

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a concrete path matches a pattern such as `/user/:userId`. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(normalise(path));
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

export const isPublicPath = (path: string): boolean => {
  const p = normalise(path);
  return PUBLIC_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
};

/**
 * The guard's decision for `path` (spec §2): public prefixes need no session; a super admin may
 * open anything; types 1 and 2 their lists, any other route → '/'; no valid session, or a type
 * other than 0, 1 or 2, → /login.
 */
export function routeAccess(path: string, session: { type: number } | null): Access {
  if (isPublicPath(path)) return 'allow';
  if (!session) return 'redirect-login';
  switch (session.type) {
    case 0:
      return 'allow';
    case 1:
      return ADMIN_ROUTES.some((pattern) => matchesPattern(pattern, path)) ? 'allow' : 'redirect-home';
    case 2:
      return GUARDIAN_ROUTES.some((pattern) => matchesPattern(pattern, path)) ? 'allow' : 'redirect-home';
    default:
      return 'redirect-login';
  }
}
