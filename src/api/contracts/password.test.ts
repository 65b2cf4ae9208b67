import { describe, expect, it } from 'vitest';
import { passwordRules, passwordSchema } from './password.ts';

const failing = (p: string) => {
  const r = passwordSchema.safeParse(p);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('password policy (docs/product.md § Constants)', () => {
  it('accepts a password with 8+ characters, lower, upper, digit and special', () => {
    expect(failing('Lantern-demo-2026!')).toEqual([]);
    expect(failing('aB3$efgh')).toEqual([]);
  });

  it.each([
    ['aB3$efg', 'password.rules.length'],
    ['AB3$EFGH', 'password.rules.lowercase'],
    ['ab3$efgh', 'password.rules.uppercase'],
    ['aBc$efgh', 'password.rules.digit'],
    ['aB3defgh', 'password.rules.special'],
  ])('rejects %s with %s', (password, message) => {
    expect(failing(password)).toEqual([message]);
  });

  it('names every rule an empty password breaks', () => {
    expect(failing('')).toEqual(passwordRules.map((r) => `password.rules.${r.id}`));
  });

  it('rejects absurdly long input', () => {
    expect(failing(`aB3$${'x'.repeat(300)}`)).toContain('password.rules.tooLong');
  });
});
