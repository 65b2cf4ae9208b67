import { describe, expect, it } from 'vitest';
import { shouldLoadTagManager } from './consent.ts';

describe('analytics tag manager', () => {
  const yes = { productWebsite: true, analytics: true };
  it('starts with analytics consent outside login paths', () => {
    expect(shouldLoadTagManager('/app-users', yes)).toBe(true);
  });
  it.each(['/login', '/auth/login-help', '/LOGIN', '/x/relogin'])(
    'never on a path containing login: %s',
    (path) => {
      expect(shouldLoadTagManager(path, yes)).toBe(false);
    },
  );
  it('never without analytics consent', () => {
    expect(shouldLoadTagManager('/app-users', { productWebsite: true, analytics: false })).toBe(false);
    expect(shouldLoadTagManager('/app-users', null)).toBe(false);
  });
});
