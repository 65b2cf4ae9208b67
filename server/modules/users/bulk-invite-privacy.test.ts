import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';

/** A bulk invitation answers about the admin's own organisation only. */
describe.each(databaseTargets)('bulk invitations on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN]));
  });
  afterAll(() => t.close());

  it('an address with an account in another organisation reads exactly like a new one', async () => {
    const res = await call(ADMIN, 'POST', '/users/bulk-subscriptions', {
      emails: ['guardian@infantil.test', 'nobody-yet@bulk.test', 'guardian@stmarys.test'],
    });
    expect(res.statusCode).toBe(200);
    const [elsewhere, fresh, own] = res.json().data as Record<string, unknown>[];
    const { email: _a, row: _b, ...elsewhereRest } = elsewhere ?? {};
    const { email: _c, row: _d, ...freshRest } = fresh ?? {};
    expect(elsewhereRest).toEqual(freshRest);
    expect(freshRest).toEqual({ outcome: 'created', user_id: null });
    // Its own organisation's accounts it may know about.
    expect(own).toMatchObject({ outcome: 'exists' });
  });
});
