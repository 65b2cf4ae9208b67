import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import { GUESS_LIMITS } from '../app/index.ts';

const HOUR = 3_600_000;

/** Each three-word code marks the address it was made from: a guardian makes a few an hour, not hundreds. */
describe.each(databaseTargets)('making three-word codes on $name', (target) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
  });
  afterAll(() => t.close());

  it('caps the codes one guardian makes an hour across their children (429 naming when), then allows again', async () => {
    const tobi = first(await t.database.db.select().from(users).where(eq(users.appCode, 'K7P3QX'))).id;
    const { access_token } = await t.signIn('guardian@stmarys.test');
    const make = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/families/children/${tobi}/app-code`,
        headers: { authorization: `Bearer ${access_token}` },
        payload: {},
      });
    for (let i = 0; i < GUESS_LIMITS.codesMadePerHour; i++) expect((await make()).statusCode).toBe(201);
    const refused = await make();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'TooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock += HOUR;
    expect((await make()).statusCode).toBe(201);
  });
});
