import { describe, expect, it } from 'vitest';
import { activateFormSchema } from './activate.ts';
import { resetPasswordFormSchema } from './reset-password.ts';

const STRONG = 'Lantern-harbour-42';
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('the set-password forms', () => {
  it.each([
    ['activation', activateFormSchema],
    ['reset', resetPasswordFormSchema],
  ])('%s: a repeat that differs is an error on the repeat field', (_name, schema) => {
    expect(schema.safeParse({ password: STRONG, confirm: STRONG }).success).toBe(true);
    expect(issuesOf(schema.safeParse({ password: STRONG, confirm: `${STRONG}!` }))).toEqual([
      { path: 'confirm', message: 'auth.reset.mismatch' },
    ]);
  });

  it('activation: both empty is fine (a password chosen at registration), a weak one is not', () => {
    expect(activateFormSchema.safeParse({ password: '', confirm: '' }).success).toBe(true);
    expect(activateFormSchema.safeParse({ password: '', confirm: STRONG }).success).toBe(false);
    const weak = issuesOf(activateFormSchema.safeParse({ password: 'short', confirm: 'short' }));
    expect(weak.map((i) => i.path)).toContain('password');
  });

  it('reset: a password is required', () => {
    expect(resetPasswordFormSchema.safeParse({ password: '', confirm: '' }).success).toBe(false);
  });
});
