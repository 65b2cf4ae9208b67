import type { ShortcutKey } from '../../features/dashboard/index.ts';
import { routeTable } from './route-table.ts';
import type { AppRoute, MenuBadge, Offer } from './route-types.ts';

/** What decides a user's menu: their type, their (or the selected) organisation and the screen. */
export interface NavigationContext {
  /** Spec §6 user type; null when signed out. */
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
  const { userType } = ctx;
  switch (offer.to) {
    case 'everyone':
      return userType !== null;
    case 'guardian':
      return userType === 2;
    case 'superAdmin':
      return userType === 0;
    case 'admin':
      // A super admin who has selected an organisation acts as its admin (a product decision).
      return userType === 1 || (userType === 0 && ctx.hasOrganisation);
  }
}

/** Whether an offer holds for this user, organisation and screen. */
function offered(offer: Offer, ctx: NavigationContext): boolean {
  if (!audienceHolds(offer, ctx)) return false;
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
      const offer = route.menu?.offer.find((o) => offered(o, ctx));
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
      route.shortcut && route.shortcut.offer.some((o) => offered(o, ctx))
        ? [{ route, item: route.shortcut }]
        : [],
    )
    .sort(byOrder)
    .map(({ route, item }) => ({ key: item.key, path: linkOf(route.path) }));
}
