import { PERMISSIONS, type PermissionRule } from '../../api/contracts/permissions.ts';
import { routeTable } from './route-table.ts';
import type { Access, AppRoute, Offer } from './route-types.ts';

/**
 * The "Roles, routes and access" table of docs/product.md, written from the route table; a unit
 * test keeps the document equal to it.
 */
const who: Record<Offer['to'], string> = {
  everyone: 'everyone signed in',
  guardian: 'guardians',
  staff: 'staff accounts',
  admin: 'admins (and a super admin with an organisation selected)',
  superAdmin: 'the super admin',
};

const roleName: Partial<Record<PermissionRule['roles'][number], string>> = {
  admin: 'admins',
  guardian: 'guardians',
  staff: 'staff accounts',
};

function accessText(access: Access): string {
  if (access.public) return 'public (and everything under it)';
  const rule: PermissionRule = PERMISSIONS[access.permission];
  const roles = rule.roles.flatMap((role) => roleName[role] ?? []);
  const who = ['the super admin', ...roles].join(', ');
  const feature = !rule.feature
    ? ''
    : access.openWithoutFeature
      ? ` (even without feature \`${rule.feature}\`)`
      : `; ${roles.join(' or ')} only with feature \`${rule.feature}\``;
  return `\`${access.permission}\`: ${who}${feature}`;
}

/** The feature an offer needs: its own, or the one its route's permission names for the audience's role. */
function featureOf(route: AppRoute, offer: Offer): string | undefined {
  if (offer.feature || route.access.public || offer.to === 'everyone' || offer.to === 'superAdmin')
    return offer.feature;
  const rule: PermissionRule = PERMISSIONS[route.access.permission];
  return rule.feature;
}

const offerText = (route: AppRoute) => (offer: Offer) => {
  const feature = featureOf(route, offer);
  const conditions = [
    feature ? `feature \`${feature}\`` : null,
    offer.wideOnly ? 'wide screens' : null,
    offer.needsPublishedContent ? 'once hospital information is published' : null,
  ].filter(Boolean);
  const audience = offer.label ? `${who[offer.to]} as \`${offer.label}\`` : who[offer.to];
  return conditions.length ? `${audience} (${conditions.join(', ')})` : audience;
};

const menuText = (route: AppRoute) =>
  route.menu
    ? `${route.menu.order}: \`${route.menu.label}\` — ${route.menu.offer.map(offerText(route)).join('; ')}${
        route.menu.badge ? `; badge \`${route.menu.badge}\`` : ''
      }`
    : '';
const shortcutText = (route: AppRoute) =>
  route.shortcut
    ? `\`${route.shortcut.key}\` — ${route.shortcut.offer.map(offerText(route)).join('; ')}`
    : '';

export function routesMarkdown(table: readonly AppRoute[] = routeTable): string {
  const rows = table.map(
    (r) => `| \`${r.path}\` | ${r.layout} | ${accessText(r.access)} | ${menuText(r)} | ${shortcutText(r)} |`,
  );
  return [
    '| path | frame | who may open it | menu entry (order: label — offered to) | dashboard shortcut |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
