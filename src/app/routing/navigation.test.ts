import { describe, expect, it } from 'vitest';
import { routeAccess } from './access.ts';
import { dashboardShortcuts, menuEntries, type NavigationContext } from './navigation.ts';
import { routeTable } from './route-table.ts';

const FLAGS = ['Questionnaires', 'VideoContent', 'xplr-fea-quiz', 'xplr-fea-misn', 'xplr-fea-repo'] as const;

/** Every subset of the five feature flags. */
const subsets: string[][] = Array.from({ length: 1 << FLAGS.length }, (_, mask) =>
  FLAGS.filter((_flag, i) => mask & (1 << i)),
);

/** The organisation admin's entries of the first specification's "Navigation menu" (docs/product.md § Roles, routes and access). */
function adminPaths(flags: string[], wide: boolean): string[] {
  const on = (f: string) => flags.includes(f);
  const paths: string[] = [];
  // A product decision: the duty-of-care queue sits under the Questionnaires entry.
  if (on('Questionnaires') && wide) paths.push('/questionnaires');
  // A product decision: a flag needs a person at once, so its queue is offered at every width.
  if (on('Questionnaires')) paths.push('/questionnaires/flags');
  // A product decision: the reported issues have their own entry (the guardian's /report).
  paths.push('/hospital-information', '/report', '/app-users', '/organisation-areas');
  if (on('VideoContent') && wide) paths.push('/videos/uploaded');
  if (on('xplr-fea-quiz')) paths.push('/quizzes');
  if (on('xplr-fea-misn')) paths.push('/missions');
  if (on('xplr-fea-repo')) paths.push('/reporting');
  // A product decision: what Lantern e-mailed and will do later, whatever the features.
  paths.push('/messages');
  // A product decision: who read, exported or changed what, whatever the features.
  paths.push('/audit');
  // Data requests: families' deletion requests, answered within a month whatever the features.
  paths.push('/data-requests');
  return paths;
}

/**
 * Spec §2 "Navigation menu", written out on its own as the oracle — with one product decision:
 * a super admin who has selected an organisation also gets that organisation's admin
 * entries, gated by its features, before their own (Reporting and Messages once).
 */
function specPaths(ctx: NavigationContext & { userType: number }): string[] {
  const { userType, features, wide, hasPublishedContent, hasOrganisation } = ctx;
  // A product decision: everyone's notification centre, beside the dashboard, with its unread count.
  const paths = ['/', '/notifications', '/account'];
  if (userType === 2)
    paths.push(
      // A product decision: guardians answer the questionnaires they were asked (feature on).
      ...(features.includes('Questionnaires') ? ['/questionnaires/answer'] : []),
      ...(hasPublishedContent ? ['/hospital-information'] : []),
      // A product decision: families watch the videos their areas show (feature on).
      ...(features.includes('VideoContent') ? ['/family-videos'] : []),
      '/app-privacy',
      '/trust',
      '/report',
    );
  // A product decision: staff accounts (safeguarding contacts) work the duty-of-care queue, at every width.
  if (userType === 4 && features.includes('Questionnaires')) paths.push('/questionnaires/flags');
  if (userType === 1) paths.push(...adminPaths([...features], wide));
  if (userType === 0) {
    // Product decision: the selected organisation's admin entries.
    if (hasOrganisation)
      paths.push(
        ...adminPaths([...features], wide).filter(
          (p) => p !== '/reporting' && p !== '/messages' && p !== '/audit' && p !== '/data-requests',
        ),
      );
    // Messages, the audit and data requests: the selected organisation's, or every organisation's without a selection.
    paths.push('/organisations', '/reports', '/reporting', '/messages', '/audit', '/data-requests');
  }
  return paths;
}

const cases = [0, 1, 2, 3, 4].flatMap((userType) =>
  subsets.flatMap((features) =>
    [true, false].flatMap((wide) =>
      [true, false].flatMap((hasPublishedContent) =>
        [true, false].map((hasOrganisation) => ({
          userType,
          features,
          wide,
          hasPublishedContent,
          hasOrganisation,
        })),
      ),
    ),
  ),
);

describe('navigation menu derived from the route table: every role × feature flags × screen width', () => {
  it.each(cases)(
    'type $userType, flags $features, wide $wide, published $hasPublishedContent, organisation $hasOrganisation',
    (ctx) => {
      expect(menuEntries(ctx).map((e) => e.path)).toEqual(specPaths(ctx));
    },
  );

  it('covers 5 types × 32 flag sets × 2 widths × 2 publication states × with or without an organisation', () => {
    expect(cases).toHaveLength(1280);
  });

  it('names /report for each audience: the guardian reports an issue, the admins read the reported issues, with the open count', () => {
    const base = { hasOrganisation: true, features: [], wide: true, hasPublishedContent: false };
    const report = (userType: number) => menuEntries({ ...base, userType }).find((e) => e.path === '/report');
    expect(report(2)).toMatchObject({ label: 'nav.items.report' });
    expect(report(1)).toMatchObject({ label: 'nav.items.reportedIssues', badge: 'openIssueReports' });
    expect(report(0)).toMatchObject({ label: 'nav.items.reportedIssues' });
  });

  it('shows no entries when signed out', () => {
    const ctx = {
      userType: null,
      hasOrganisation: true,
      features: [...FLAGS],
      wide: true,
      hasPublishedContent: true,
    };
    expect(menuEntries(ctx)).toEqual([]);
  });

  it('labels each entry with a message id and an icon', () => {
    const ctx = {
      userType: 1,
      hasOrganisation: true,
      features: [...FLAGS],
      wide: true,
      hasPublishedContent: false,
    };
    for (const entry of menuEntries(ctx)) {
      expect(entry.label).toMatch(/^nav\.items\.[a-zA-Z]+$/);
      expect(entry.icon).toBeTruthy();
    }
  });

  // Patients (type 3) hold no portal session: the guard signs them out wherever they are.
  const portalCases = cases.filter((c) => c.userType !== 3);
  it.each(portalCases)(
    'offers only routes the guard opens: type $userType, flags $features, organisation $hasOrganisation',
    (ctx) => {
      for (const { path } of menuEntries(ctx)) {
        expect(routeAccess(path, { type: ctx.userType, features: ctx.features })).toBe('allow');
      }
    },
  );
});

describe('dashboard shortcuts derived from the route table', () => {
  const ctx = (userType: number, hasOrganisation: boolean): NavigationContext => ({
    userType,
    hasOrganisation,
    features: [],
    wide: true,
    hasPublishedContent: false,
  });

  // The admin's terms, registration feedback, calendar and usage screens are reached from the dashboard.
  const adminShortcuts = [
    '/requests',
    '/report',
    '/content-areas',
    '/terms',
    '/registration-feedback',
    '/calendar',
    '/usage',
  ];
  it('give everyone their notifications; the admin the requests, the reported issues, their areas, terms, feedback, calendar and usage, the guardian their areas, calendar and usage', () => {
    const paths = (type: number, organisation: boolean) =>
      dashboardShortcuts(ctx(type, organisation)).map((s) => s.path);
    expect(paths(1, true)).toEqual(['/notifications', ...adminShortcuts]);
    expect(paths(0, true)).toEqual(['/notifications', ...adminShortcuts]);
    expect(paths(0, false)).toEqual(['/notifications']);
    expect(paths(2, true)).toEqual(['/notifications', '/content-areas', '/calendar', '/usage']);
    expect(paths(3, true)).toEqual(['/notifications']);
    expect(paths(4, true)).toEqual(['/notifications']);
  });

  it.each([
    [0, true],
    [1, true],
    [1, false],
    [2, true],
    [4, true],
  ])(
    'lead user type %i (organisation: %s) only where the route guard lets them in',
    (type, hasOrganisation) => {
      const shortcuts = dashboardShortcuts(ctx(type, hasOrganisation));
      expect(shortcuts.length).toBeGreaterThan(0);
      for (const { path } of shortcuts) expect(routeAccess(path, { type })).toBe('allow');
    },
  );

  it('name the cards the dashboard draws', () => {
    expect(dashboardShortcuts(ctx(1, true)).map((s) => s.key)).toEqual([
      'notifications',
      'requests',
      'reportedIssues',
      'contentAreas',
      'terms',
      'registrationFeedback',
      'calendar',
      'usage',
    ]);
  });
});

describe('the route table', () => {
  it('holds each path once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives no two menu entries the same place', () => {
    const orders = routeTable.flatMap((r) => (r.menu ? [r.menu.order] : []));
    expect(new Set(orders).size).toBe(orders.length);
  });
});
