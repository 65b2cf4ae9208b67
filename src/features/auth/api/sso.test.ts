import { describe, expect, it } from 'vitest';
import { emailOfIdToken } from './google-identity.ts';

const idToken = (payload: object) =>
  ['eyJhbGciOiJSUzI1NiJ9', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

describe('Google ID token', () => {
  it('yields the e-mail it carries', () => {
    expect(emailOfIdToken(idToken({ email: 'grace@example.test', email_verified: true }))).toBe(
      'grace@example.test',
    );
  });
  it('yields null for a token without one or garbage', () => {
    expect(emailOfIdToken(idToken({ sub: '1' }))).toBeNull();
    expect(emailOfIdToken('garbage')).toBeNull();
  });
});
