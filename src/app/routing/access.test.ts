import { describe, expect, it } from 'vitest';
import { routeAccess } from './access.ts';

/*
 * The oracle: spec §2 "Route access guard", transcribed here on its own (not imported from the
 * implementation), with a concrete path for every dynamic route.
 */
const specPublic = ['/app-privacy', '/auth', '/login', '/privacy-notice', '/register', '/signup', '/trust', '/web-privacy', '/deeplink', '/logout'];
const specType1 = [
  '/', '/account', '/account/edit/user', '/app-users', '/calendar', '/content-areas', '/content-areas/add',
  '/content-areas/12/edit', '/hospital-information', '/hospital-information/configure', '/hospital-information/preview',
  '/questionnaires', '/questionnaires/create', '/questionnaires/edit', '/questionnaires/preview', '/report', '/report/thanks',
  '/reporting', '/reporting/7/edit', '/reporting/7/view', '/requests', '/usage', '/user/3f6c', '/videos/uploaded', '/videos/subscribed-videos',
  '/organisation-areas', '/organisation-areas/5/edit',
];
const specType2 = [
  '/', '/account', '/calendar', '/content-areas', '/content-areas/add', '/content-areas/12/edit', '/hospital-information',
  '/hospital-information/preview', '/report', '/report/thanks', '/requests', '/usage',
];
/** Every route the spec names anywhere (menus, guard lists), plus sub-paths of public prefixes. */
const everyRoute = [
  ...new Set([
    ...specType1,
    ...specType2,
    ...specPublic,
    '/auth/activate', '/auth/forgot-password', '/auth/reset-password', '/trust/why', '/app-privacy/data',
    '/organisations', '/reports', '/quizzes', '/missions', '/videos/subscribed-videos',
    '/user', '/content-areas/12', '/reporting/7', '/no-such-page',
  ]),
];

type Expected = 'allow' | 'redirect-home' | 'redirect-login';
const isPublic = (p: string) => specPublic.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));

function expected(path: string, type: number | null): Expected {
  if (isPublic(path)) return 'allow';
  if (type === null) return 'redirect-login';
  if (type === 0) return 'allow';
  if (type === 1) return specType1.includes(path) ? 'allow' : 'redirect-home';
  if (type === 2) return specType2.includes(path) ? 'allow' : 'redirect-home';
  return 'redirect-login'; // types 3 and 4 hold no portal session (spec §4, §6)
}

const users: (number | null)[] = [null, 0, 1, 2, 3, 4];
const cases = everyRoute.flatMap((path) => users.map((type) => [path, type, expected(path, type)] as const));

describe('route access guard (spec §2): every route × every user type and signed-out', () => {
  it.each(cases)('%s as %s → %s', (path, type, outcome) => {
    expect(routeAccess(path, type === null ? null : { type })).toBe(outcome);
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
    expect(cases.length).toBeGreaterThanOrEqual(6 * 44);
  });
});
