import { can, roleOf } from '../../api/contracts/permissions.ts';
import { UserType } from '../../api/contracts/roles.ts';
import type { ShortcutKey } from '../../features/dashboard/index.ts';
import { routeTable } from './route-table.ts';
import type { AppRoute, Audience, MenuBadge, Offer } from './route-types.ts';

/** What decides a user's menu: their type, their (or the selected) organisation and the screen. */
export interface NavigationContext {
  /** The user type (docs/product.md § Users and roles); null when signed out. */
  userType: number | null;
  /** A super admin has selected an organisation (or the user belongs to one). */
  hasOrganisation: boolean;
  /** Enabled feature codes of that organisation. */
  features: readonly string[];
  /** A wide screen (some admin entries exist only there). */
  wide: boolean;
  /** The organisation has published hospital information (guardians see it only then). */
  hasPublishedContent: boolean;
}

export interface DerivedMenuEntry {
  path: string;
  /** Message id of the label. */
  label: string;
  icon: NonNullable<AppRoute['menu']>['icon'];
  badge?: MenuBadge;
}

export interface DerivedShortcut {
  key: ShortcutKey;
  path: string;
}

/** The address an entry links to: a route's own path, or for `/videos/:type` the uploaded list. */
const linkOf = (path: string) => (path === '/videos/:type' ? '/videos/uploaded' : path);

function audienceHolds(offer: Offer, ctx: NavigationContext): boolean {
  const role = roleOf(ctx.userType ?? undefined);
  switch (offer.to) {
    case 'everyone':
      return ctx.userType !== null;
    case 'guardian':
      return role === 'guardian';
    case 'staff':
      return role === 'staff';
    case 'superAdmin':
      return role === 'superAdmin';
    case 'admin':
      // A super admin who has selected an organisation acts as its admin (a product decision).
      return role === 'admin' || (role === 'superAdmin' && ctx.hasOrganisation);
  }
}

/** The user type an audience is weighed as: a super admin offered an admin's entry acts as an admin. */
const ACTING_TYPE: Record<Exclude<Audience, 'everyone'>, number> = {
  guardian: UserType.Guardian,
  staff: UserType.Staff,
  admin: UserType.Admin,
  superAdmin: UserType.SuperAdmin,
};

/**
 * Whether the route's permission grants the audience's role, the organisation's features included
 * (the permission table decides; an entry offered to everyone signed in leaves it to the guard).
 */
function permitted(route: AppRoute, offer: Offer, ctx: NavigationContext): boolean {
  if (route.access.public || offer.to === 'everyone') return true;
  // The super admin's own entries act across organisations: no organisation's features bind them.
  const features = offer.to === 'superAdmin' ? undefined : ctx.features;
  return can({ type: ACTING_TYPE[offer.to], features }, route.access.permission);
}

/** Whether an offer holds for this user, organisation and screen. */
function offered(offer: Offer, route: AppRoute, ctx: NavigationContext): boolean {
  if (!audienceHolds(offer, ctx) || !permitted(route, offer, ctx)) return false;
  if (offer.feature && !ctx.features.includes(offer.feature)) return false;
  if (offer.wideOnly && !ctx.wide) return false;
  if (offer.needsPublishedContent && !ctx.hasPublishedContent) return false;
  return true;
}

const byOrder = <T extends { order: number }>(a: { item: T }, b: { item: T }) => a.item.order - b.item.order;

/** The navigation menu's entries, in the table's order; none when signed out. */
export function menuEntries(
  ctx: NavigationContext,
  table: readonly AppRoute[] = routeTable,
): DerivedMenuEntry[] {
  return table
    .flatMap((route) => {
      const offer = route.menu?.offer.find((o) => offered(o, route, ctx));
      return route.menu && offer ? [{ route, item: route.menu, offer }] : [];
    })
    .sort(byOrder)
    .map(({ route, item, offer }) => ({
      path: linkOf(route.path),
      label: offer.label ?? item.label,
      icon: item.icon,
      ...(item.badge ? { badge: item.badge } : {}),
    }));
}

/** The dashboard's links to screens the menu does not hold. */
export function dashboardShortcuts(
  ctx: NavigationContext,
  table: readonly AppRoute[] = routeTable,
): DerivedShortcut[] {
  return table
    .flatMap((route) =>
      route.shortcut && route.shortcut.offer.some((o) => offered(o, route, ctx))
        ? [{ route, item: route.shortcut }]
        : [],
    )
    .sort(byOrder)
    .map(({ route, item }) => ({ key: item.key, path: linkOf(route.path) }));
}
