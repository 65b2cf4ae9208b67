import { matchPath } from 'react-router-dom';
import { can, PERMISSIONS, roleOf, type PermissionRule } from '../../api/contracts/permissions.ts';
import { isPortalType } from '../../features/session/index.ts';
import { routeTable } from './route-table.ts';
import type { AppRoute } from './route-types.ts';

/** Who is asking: a signed-in user's type and their (or the selected) organisation's features. */
export interface Viewer {
  type: number;
  features?: readonly string[];
}

/**
 * The guard's decision: open the screen, send a signed-in user to /, send a visitor to /login, or
 * (a product decision) show a signed-in user the not-found page for an address no route has.
 */
export type Access = 'allow' | 'redirect-home' | 'redirect-login' | 'not-found';

const normalise = (path: string): string => {
  const bare = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
};

/** Public routes are matched by prefix: `/trust/why` is as public as `/trust`. */
const isPublicPath = (path: string): boolean => {
  const p = normalise(path);
  return routeTable.some((r) => r.access.public && matchPath({ path: r.path, end: false }, p) !== null);
};

/** The route of the table a concrete path opens, if any. */
const routeOf = (path: string): AppRoute | undefined => {
  const p = normalise(path);
  return routeTable.find((r) => matchPath({ path: r.path, end: true }, p) !== null);
};

const ruleOf = (route: AppRoute): PermissionRule | null =>
  route.access.public ? null : PERMISSIONS[route.access.permission];

/** Whether a signed-in portal user may open a (private) route. The super admin may open all. */
function mayOpen(route: AppRoute, viewer: Viewer): boolean {
  const rule = ruleOf(route);
  if (!rule || route.access.public) return true;
  const role = roleOf(viewer.type);
  if (role === 'superAdmin') return true;
  if (!role || !isPortalType(viewer.type)) return false;
  return route.access.openWithoutFeature ? rule.roles.includes(role) : can(viewer, route.access.permission);
}

/**
 * Decides `path` for a viewer, from the route table: public routes need no session; no valid
 * session, or a user type without a portal session, goes to /login; a route the user may not open
 * sends them to /; an address no route has shows the not-found page.
 */
export function routeAccess(path: string, viewer: Viewer | null): Access {
  if (isPublicPath(path)) return 'allow';
  if (!viewer || !isPortalType(viewer.type)) return 'redirect-login';
  const route = routeOf(path);
  if (!route) return 'not-found';
  return mayOpen(route, viewer) ? 'allow' : 'redirect-home';
}

/** Whether a route's screen acts within an organisation (an admin's screen, unless it says otherwise). */
export const needsOrganisation = (route: AppRoute): boolean =>
  !route.withoutOrganisation && (ruleOf(route)?.roles.includes('admin') ?? false);
