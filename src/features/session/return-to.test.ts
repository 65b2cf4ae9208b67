// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loginPathFor,
  openReturnPath,
  rememberManualSignOut,
  returnPathFrom,
  safeReturnPath,
} from './return-to.ts';

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

  it('returns to the published Storybook with a page load, the page and story it was showing included', async () => {
    const navigate = vi.fn();
    const load = vi.fn();
    // As the server sends a signed-out visitor of /storybook/ (server/http/storybook.ts).
    await openReturnPath('?next=%2Fstorybook%2F', navigate, load);
    await openReturnPath(
      `?next=${encodeURIComponent('/storybook/?path=/docs/shell-header--docs')}`,
      navigate,
      load,
    );
    expect(load.mock.calls).toEqual([['/storybook/'], ['/storybook/?path=/docs/shell-header--docs']]);
    // The portal's router has no /storybook route: it would show the not-found page.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens a portal page through the router, and never another site, whatever next= says', async () => {
    const navigate = vi.fn();
    const load = vi.fn();
    for (const next of [
      '/usage',
      'https://evil.example/storybook/',
      '//evil.example/storybook/',
      '/storybook-x',
    ]) {
      await openReturnPath(`?${new URLSearchParams({ next }).toString()}`, navigate, load);
    }
    expect(navigate.mock.calls).toEqual([['/usage'], ['/'], ['/'], ['/storybook-x']]);
    expect(load).not.toHaveBeenCalled();
  });
});
