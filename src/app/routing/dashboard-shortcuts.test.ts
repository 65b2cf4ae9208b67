import { describe, expect, it } from 'vitest';
import { dashboardShortcuts } from '../../features/dashboard/shortcuts.ts';
import { routeAccess } from './access.ts';

describe('dashboard shortcuts', () => {
  it.each([
    [0, true],
    [1, true],
    [1, false],
    [2, true],
  ])('lead user type %i (organisation: %s) only where the route guard lets them in', (type, hasOrganisation) => {
    const shortcuts = dashboardShortcuts(type, hasOrganisation);
    expect(shortcuts.length).toBeGreaterThan(0);
    for (const { path } of shortcuts) expect(routeAccess(path, { type })).toBe('allow');
  });

  it('give the admin the requests and their areas, the guardian their areas, patients and staff nothing', () => {
    expect(dashboardShortcuts(1, true).map((s) => s.path)).toEqual(['/requests', '/content-areas']);
    expect(dashboardShortcuts(0, true).map((s) => s.path)).toEqual(['/requests', '/content-areas']);
    expect(dashboardShortcuts(0, false)).toEqual([]);
    expect(dashboardShortcuts(2, true).map((s) => s.path)).toEqual(['/content-areas']);
    expect(dashboardShortcuts(3, true)).toEqual([]);
    expect(dashboardShortcuts(4, true)).toEqual([]);
  });
});
