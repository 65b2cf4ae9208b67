import { describe, expect, it } from 'vitest';
import { routeAccess } from './access.ts';

/*
 * The oracle: the first specification's "Route access guard" lists (docs/product.md § Roles, routes and access says how they became the table), transcribed here on its own (not imported from the
 * route table), with a concrete path for every dynamic route. The product decisions that differ
 * from it are written out below, as such.
 */
const specPublic = [
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
];
const specType1 = [
  '/',
  '/account',
  '/account/edit/user',
  '/app-users',
  '/calendar',
  '/content-areas',
  '/content-areas/add',
  '/content-areas/12/edit',
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
  '/reporting/7/edit',
  '/reporting/7/view',
  '/requests',
  '/usage',
  '/user/3f6c',
  '/videos/uploaded',
  '/videos/subscribed-videos',
  '/organisation-areas',
  '/organisation-areas/5/edit',
];
const specType2 = [
  '/',
  '/account',
  '/calendar',
  '/content-areas',
  '/content-areas/add',
  '/content-areas/12/edit',
  '/hospital-information',
  '/hospital-information/preview',
  '/report',
  '/report/thanks',
  '/requests',
  '/usage',
];
/** Every route the spec names anywhere (menus, guard lists), plus sub-paths of public prefixes. */
const everyRoute = [
  ...new Set([
    ...specType1,
    ...specType2,
    ...specPublic,
    '/auth/activate',
    '/auth/forgot-password',
    '/auth/reset-password',
    '/trust/why',
    '/app-privacy/data',
    '/organisations',
    '/reports',
    '/quizzes',
    '/missions',
    '/videos/subscribed-videos',
    '/user',
    '/content-areas/12',
    '/reporting/7',
    '/no-such-page',
    '/contact',
  ]),
];

type Expected = 'allow' | 'redirect-home' | 'redirect-login' | 'not-found';
const isPublic = (p: string) => specPublic.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));

/** The spec's answer, before the product decisions. */
function specExpected(path: string, type: number | null): Expected {
  if (isPublic(path)) return 'allow';
  if (type === null) return 'redirect-login';
  if (type === 0) return 'allow';
  if (type === 1) return specType1.includes(path) ? 'allow' : 'redirect-home';
  if (type === 2) return specType2.includes(path) ? 'allow' : 'redirect-home';
  return 'redirect-login'; // types 3 and 4 hold no portal session (docs/product.md § Account statuses and § Users and roles)
}

/** Addresses no screen has: the spec sends a signed-in user to /. */
const unknownPaths = ['/user', '/content-areas/12', '/reporting/7', '/no-such-page'];

/*
 * Product decisions, the only differences from the spec:
 * 1. /quizzes and /missions open for an admin whose organisation has the feature (the spec's menu
 *    offers them; its type-1 list forgot them); without it the admin still goes to /.
 * 2. Guardians edit their details on /account itself: type 2 may not open /account/edit/user
 *    (the spec's type-2 list already leaves it out; no button of theirs leads there any more).
 * 3. A signed-in user (types 0–2) who types an unknown address sees the not-found page instead of
 *    being sent to / (or, for the super admin, an empty page).
 * 4. /contact, the public contact form (the spec names a contact form but no address), is public.
 * 5. Staff accounts (type 4) hold a portal session, to work the duty-of-care queue: they open the
 *    dashboard, their account and their own areas (as the server lets them), and are sent to / from
 *    every other screen of the lists.
 */
const staffOpens = ['/', '/account', '/content-areas', '/content-areas/add', '/content-areas/12/edit'];
const featureOf: Record<string, string> = { '/quizzes': 'xplr-fea-quiz', '/missions': 'xplr-fea-misn' };

function expected(path: string, type: number | null, features: readonly string[]): Expected {
  const spec = specExpected(path, type);
  if (path === '/contact') return 'allow';
  const signedIn = type === 0 || type === 1 || type === 2 || type === 4;
  if (signedIn && unknownPaths.includes(path)) return 'not-found';
  if (type === 4 && !isPublic(path)) return staffOpens.includes(path) ? 'allow' : 'redirect-home';
  const feature = featureOf[path];
  if (type === 1 && feature && features.includes(feature)) return 'allow';
  return spec;
}

const users: (number | null)[] = [null, 0, 1, 2, 3, 4];
const featureSets: (readonly string[])[] = [
  [],
  ['xplr-fea-quiz', 'xplr-fea-misn', 'xplr-fea-repo', 'VideoContent', 'Questionnaires'],
];
const cases = everyRoute.flatMap((path) =>
  users.flatMap((type) =>
    featureSets.map(
      (features) => [path, type, features.length ? 'all' : 'none', expected(path, type, features)] as const,
    ),
  ),
);

describe('route access guard (docs/product.md § Roles, routes and access + product decisions): every route × every user type × features', () => {
  it.each(cases)('%s as %s with %s features → %s', (path, type, features, outcome) => {
    const viewer = type === null ? null : { type, features: features === 'all' ? featureSets[1] : [] };
    expect(routeAccess(path, viewer)).toBe(outcome);
  });

  it('lets an admin into /quizzes only with the quiz feature, and /missions only with the missions one', () => {
    expect(routeAccess('/quizzes', { type: 1, features: ['xplr-fea-misn'] })).toBe('redirect-home');
    expect(routeAccess('/missions', { type: 1, features: ['xplr-fea-misn'] })).toBe('allow');
    expect(routeAccess('/quizzes', { type: 2, features: ['xplr-fea-quiz'] })).toBe('redirect-home');
  });

  it('opens the duty-of-care queue and the notification centre to staff accounts, and no admin screen', () => {
    const staff = { type: 4, features: ['Questionnaires'] };
    expect(routeAccess('/questionnaires/flags?flag=5', staff)).toBe('allow');
    expect(routeAccess('/notifications', staff)).toBe('allow');
    for (const path of [
      '/questionnaires',
      '/questionnaires/safeguarding',
      '/questionnaires/responses',
      '/requests',
      '/audit',
      '/messages',
      '/app-users',
    ])
      expect([path, routeAccess(path, staff)]).toEqual([path, 'redirect-home']);
    // A guardian never opens the queue.
    expect(routeAccess('/questionnaires/flags', { type: 2, features: ['Questionnaires'] })).toBe(
      'redirect-home',
    );
  });

  it('keeps guardians out of /account/edit/user', () => {
    expect(routeAccess('/account/edit/user', { type: 2, features: [] })).toBe('redirect-home');
    expect(routeAccess('/account', { type: 2, features: [] })).toBe('allow');
  });

  it('ignores query strings, fragments and a trailing slash', () => {
    expect(routeAccess('/app-users/?page=2#top', { type: 1 })).toBe('allow');
    expect(routeAccess('/app-users?page=2', { type: 2 })).toBe('redirect-home');
  });

  it('matches public routes by prefix only at a segment boundary', () => {
    expect(routeAccess('/login-help', null)).toBe('redirect-login');
    expect(routeAccess('/trustworthy', null)).toBe('redirect-login');
  });

  it('covers the spec lists in full', () => {
    // 26 spec routes, /videos/[type] given two concrete types.
    expect(specType1).toHaveLength(27);
    expect(specType2).toHaveLength(12);
    expect(cases.length).toBeGreaterThanOrEqual(6 * 44 * 2);
  });

  it('shows the not-found page under a public prefix too, and sends a visitor at an unknown address to /login', () => {
    expect(routeAccess('/auth/no-such-page', null)).toBe('allow');
    expect(routeAccess('/no-such-page', null)).toBe('redirect-login');
    expect(routeAccess('/no-such-page', { type: 3 })).toBe('redirect-login');
  });
});
