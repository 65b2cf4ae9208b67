import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';

const WRONG = 'Wrong-password-1!';

describe.each(databaseTargets)('sign-in brute-force guard on $name', (target) => {
  let t: TestApp;
  let clock = Date.parse('2026-03-02T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

  it('locks an account after five failures in 15 minutes, even for the right password, naming when to retry', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn('admin@stmarys.test', WRONG)).statusCode).toBe(401);
    clock += 60_000;
    const locked = await signIn('admin@stmarys.test', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 429,
      code: 'TooManyRequests',
      message:
        'Too many failed sign-in attempts for this account. Try again in 14 minutes (after 2026-03-02T10:15:00Z).',
    });
    // Other accounts are not affected.
    expect((await signIn('guardian@stmarys.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('signs in again once the window is over, and a success resets the count', async () => {
    clock += 14 * 60_000;
    expect((await signIn('admin@stmarys.test', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await signIn('admin@stmarys.test', WRONG);
    expect((await signIn('admin@stmarys.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('starts a new window when the old one ran out before the limit was reached', async () => {
    for (let i = 0; i < 4; i += 1) await signIn('admin@infantil.test', WRONG);
    clock += 15 * 60_000;
    for (let i = 0; i < 4; i += 1) await signIn('admin@infantil.test', WRONG);
    expect((await signIn('admin@infantil.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks unknown addresses the same way, so a lock reveals nothing', async () => {
    for (let i = 0; i < 5; i += 1) await signIn('nobody@stmarys.test', WRONG);
    expect((await signIn('nobody@stmarys.test', WRONG)).json()).toMatchObject({
      status: 429,
      code: 'TooManyRequests',
    });
  });
});

describe.each(databaseTargets)('per-address limit of public auth calls on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { publicCallLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers 429 TooManyRequests past the limit from one IP address, per call', async () => {
    const from = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: WRONG },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i += 1)
      expect((await from(`user${i}@example.com`, '203.0.113.7')).statusCode).toBe(401);
    const limited = await from('user9@example.com', '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: 429,
      code: 'TooManyRequests',
      message: expect.stringMatching(
        /^Too many requests from this address\. Try again in \d+ (second|minute)/,
      ),
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address, and another call from the same address, still get through.
    expect((await from('user9@example.com', '203.0.113.8')).statusCode).toBe(401);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'a@example.com' },
      remoteAddress: '203.0.113.7',
    });
    expect(forgot.statusCode).toBe(200);
  });
});

/**
 * Failures count per account and client address together: one address cannot brute-force an account,
 * and a stranger cannot lock its owner out with a few requests.
 */
describe.each(databaseTargets)('lockouts by account and client address on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress });

  it('five failures from a stranger lock only the stranger out; the owner elsewhere signs in', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await signIn('guardian@stmarys.test', WRONG, '203.0.113.50')).statusCode).toBe(401);
    expect((await signIn('guardian@stmarys.test', DEMO_PASSWORD, '203.0.113.50')).statusCode).toBe(429);
    expect((await signIn('guardian@stmarys.test', DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('fifty failures from all addresses together lock the account for every address', async () => {
    for (let a = 1; a <= 10; a += 1)
      for (let i = 0; i < 5; i += 1)
        expect((await signIn('admin@infantil.test', WRONG, `203.0.113.${a}`)).statusCode).toBe(401);
    const locked = await signIn('admin@infantil.test', DEMO_PASSWORD, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TooManyRequests' });
  });
});

/** The client address behind a reverse proxy (TRUST_PROXY): X-Forwarded-For only from trusted proxies. */
describe.each(databaseTargets)('client address behind a proxy on $name', (target) => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp(target);
    proxied = await createTestApp(target, { trustProxy: ['10.0.0.1'] });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const signIn = (t: TestApp, from: string, forwardedFor: string, password = WRONG) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'admin@stmarys.test', password },
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: the connection is the client', async () => {
    for (let i = 0; i < 5; i += 1) await signIn(direct, '10.0.0.1', `203.0.113.${i}`);
    expect((await signIn(direct, '10.0.0.1', '203.0.113.200', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('behind a trusted proxy, each forwarded client is counted on its own', async () => {
    for (let i = 0; i < 5; i += 1) await signIn(proxied, '10.0.0.1', '203.0.113.9');
    expect((await signIn(proxied, '10.0.0.1', '203.0.113.9', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(proxied, '10.0.0.1', '203.0.113.10', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('an untrusted sender cannot pick its address with X-Forwarded-For', async () => {
    for (let i = 0; i < 5; i += 1) await signIn(proxied, '10.0.0.2', `198.51.100.${i}`);
    expect((await signIn(proxied, '10.0.0.2', '198.51.100.77', DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
