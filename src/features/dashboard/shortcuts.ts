/**
 * Screens the spec lets a user open but puts in no menu (§2): the dashboard links to them, so that
 * nobody has to know their address. Each path is one the route guard allows the user (tested).
 */
export type ShortcutKey = 'requests' | 'contentAreas';

export interface Shortcut {
  key: ShortcutKey;
  path: string;
}

export function dashboardShortcuts(userType: number, hasOrganisation: boolean): Shortcut[] {
  // The super admin acts as the admin of the organisation they entered.
  const admin = userType === 1 || (userType === 0 && hasOrganisation);
  if (admin) return [{ key: 'requests', path: '/requests' }, { key: 'contentAreas', path: '/content-areas' }];
  if (userType === 2) return [{ key: 'contentAreas', path: '/content-areas' }];
  return [];
}
