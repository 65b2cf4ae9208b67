import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness.ts';
import { rateLimitHits } from './schema.ts';

describe.each(databaseTargets)(
  'the per-address limit of public auth calls, counted in the database ($name)',
  (target) => {
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const now = () => clock;
    let t: TestApp;
    let other: FastifyInstance;
    beforeAll(async () => {
      // Two servers on one database.
      t = await createTestApp(target, { publicCallLimit: 3, now });
      other = await buildApp({ database: t.database, tokens: t.tokens, publicCallLimit: 3, now });
      await other.ready();
    });
    afterAll(async () => {
      await other?.close();
      await t?.close();
    });

    const forgot = (app: FastifyInstance, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nobody@example.com' },
        remoteAddress: ip,
      });

    it('counts the calls one address makes to either server against one limit', async () => {
      expect((await forgot(t.app, '198.51.100.1')).statusCode).toBeLessThan(300);
      expect((await forgot(other, '198.51.100.1')).statusCode).toBeLessThan(300);
      expect((await forgot(t.app, '198.51.100.1')).statusCode).toBeLessThan(300);
      const limited = await forgot(other, '198.51.100.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status: 429, code: 'TooManyRequests' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address, and another call from this one, are counted apart.
      expect((await forgot(t.app, '198.51.100.2')).statusCode).toBeLessThan(300);
      const signIn = await other.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'nobody@example.com', password: 'Wrong-password-1!' },
        remoteAddress: '198.51.100.1',
      });
      expect(signIn.statusCode).toBe(401);
    });

    it('lets the address in again when the window has passed, and sweeps the ended windows', async () => {
      expect((await forgot(t.app, '198.51.100.3')).statusCode).toBeLessThan(300);
      clock += 61_000;
      expect((await forgot(other, '198.51.100.1')).statusCode).toBeLessThan(300);
      // The sweep runs behind the answer; the row of 198.51.100.3's ended window goes.
      await expect
        .poll(async () =>
          (await t.database.db.select().from(rateLimitHits))
            .map((r) => r.key)
            .filter((k) => k.endsWith('198.51.100.3')),
        )
        .toEqual([]);
    });
  },
);
