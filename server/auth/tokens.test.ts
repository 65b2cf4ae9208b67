import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenIssuer } from './tokens.ts';

const SECRET = 'a-token-test-secret-of-at-least-32-characters';
const CLAIMS = {
  sub: '00000000-0000-4000-8000-000000000001',
  type: 1,
  org: '00000000-0000-4000-8000-000000000002',
  sid: '00000000-0000-4000-8000-000000000003',
};

// verify() keeps the tokens it has checked: what a client sees must not change for that.
describe('access tokens, verified again', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses as expired a token it accepted before, once its lifetime is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const issuer = createTokenIssuer(SECRET, 60);
    const { token } = await issuer.sign(CLAIMS);
    expect(await issuer.verify(token)).toMatchObject(CLAIMS);
    vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
    expect(await issuer.verify(token)).toMatchObject(CLAIMS);
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    await expect(issuer.verify(token)).rejects.toMatchObject({ status: 401, code: 'TokenExpired' });
    await expect(issuer.verify(token)).rejects.toMatchObject({ status: 401, code: 'TokenExpired' });
  });

  it('refuses an altered copy of a token it accepted, and a token of another secret', async () => {
    const issuer = createTokenIssuer(SECRET, 600);
    const { token } = await issuer.sign(CLAIMS);
    await issuer.verify(token);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...CLAIMS, type: 0, iss: 'lantern', exp: 4e9 })).toString(
      'base64url',
    );
    await expect(issuer.verify(`${header}.${payload}.${signature}`)).rejects.toMatchObject({
      status: 401,
      code: 'Unauthorized',
    });
    const other = await createTokenIssuer(`${SECRET}-other`, 600).sign(CLAIMS);
    await expect(issuer.verify(other.token)).rejects.toMatchObject({ status: 401, code: 'Unauthorized' });
  });

  it('hands each caller its own copy of the claims', async () => {
    const issuer = createTokenIssuer(SECRET, 600);
    const { token } = await issuer.sign(CLAIMS);
    const first = await issuer.verify(token);
    first.org = null;
    expect((await issuer.verify(token)).org).toBe(CLAIMS.org);
  });
});
