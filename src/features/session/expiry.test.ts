import { describe, expect, it } from 'vitest';
import { REFRESH_MARGIN_MS, needsRefresh, tokenExpiry } from './expiry.ts';

const jwt = (payload: object) =>
  ['header', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'signature'].join('.');

describe('access-token expiry', () => {
  const now = Date.UTC(2026, 10, 22, 12);

  it('reads exp (seconds) as milliseconds', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('is null for a token without exp or that is not a JWT', () => {
    expect(tokenExpiry(jwt({ sub: 'x' }))).toBeNull();
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });

  it('asks for a refresh when expiry is missing or under 300,000 ms away', () => {
    expect(needsRefresh(jwt({}), now)).toBe(true);
    expect(needsRefresh(jwt({ exp: (now + REFRESH_MARGIN_MS - 1000) / 1000 }), now)).toBe(true);
    expect(needsRefresh(jwt({ exp: (now + REFRESH_MARGIN_MS + 1000) / 1000 }), now)).toBe(false);
    expect(needsRefresh(jwt({ exp: (now - 1000) / 1000 }), now)).toBe(true);
  });
});
