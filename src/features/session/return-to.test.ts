// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loginPathFor, rememberManualSignOut, returnPathFrom, safeReturnPath } from './return-to.ts';

describe('returning to the page a user was going to after signing in', () => {
  afterEach(() => rememberManualSignOut(false));

  it.each([
    ['/questionnaires/answer/42?x=1#q3', '/questionnaires/answer/42?x=1#q3'],
    ['/usage', '/usage'],
  ])('follows a path of this site: %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example/',
    '/..//evil.example',
    'javascript:alert(1)',
    'usage',
    '/login',
    '/auth/activate?token=x',
    '/logout',
    '',
    null,
  ])('never follows %s', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('sends a visitor to /login carrying where they were going, and back there once signed in', () => {
    const login = loginPathFor('/questionnaires/answer/42');
    expect(login).toBe('/login?next=%2Fquestionnaires%2Fanswer%2F42');
    expect(returnPathFrom(new URL(login, 'https://x.test').search)).toBe('/questionnaires/answer/42');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('')).toBe('/');
  });

  it('carries nothing after a manual sign-out, or for the dashboard', () => {
    expect(loginPathFor('/')).toBe('/login');
    rememberManualSignOut(true);
    expect(loginPathFor('/usage')).toBe('/login');
  });
});
