import { routeTable } from './route-table.ts';
import type { Access, AppRoute, Offer } from './route-types.ts';

/**
 * The "Roles, routes and access" table of docs/product.md, written from the route table; a unit
 * test keeps the document equal to it.
 */
const who: Record<Offer['to'], string> = {
  everyone: 'everyone signed in',
  guardian: 'guardians',
  admin: 'admins (and a super admin with an organisation selected)',
  superAdmin: 'the super admin',
};

const typeName: Record<1 | 2, string> = { 1: 'admin (1)', 2: 'guardian (2)' };

function accessText(access: Access): string {
  if (access.public) return 'public (and everything under it)';
  const types = ['super admin (0)', ...access.types.map((t) => typeName[t])].join(', ');
  const who = access.types.map((t) => (t === 1 ? 'an admin' : 'a guardian')).join(' or ');
  return access.feature ? `${types}; ${who} only with feature \`${access.feature}\`` : types;
}

function offerText(offer: Offer): string {
  const conditions = [
    offer.feature ? `feature \`${offer.feature}\`` : null,
    offer.wideOnly ? 'wide screens' : null,
    offer.needsPublishedContent ? 'once hospital information is published' : null,
  ].filter(Boolean);
  const audience = offer.label ? `${who[offer.to]} as \`${offer.label}\`` : who[offer.to];
  return conditions.length ? `${audience} (${conditions.join(', ')})` : audience;
}

const menuText = (route: AppRoute) =>
  route.menu
    ? `${route.menu.order}: \`${route.menu.label}\` — ${route.menu.offer.map(offerText).join('; ')}${
        route.menu.badge ? `; badge \`${route.menu.badge}\`` : ''
      }`
    : '';
const shortcutText = (route: AppRoute) =>
  route.shortcut ? `\`${route.shortcut.key}\` — ${route.shortcut.offer.map(offerText).join('; ')}` : '';

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
