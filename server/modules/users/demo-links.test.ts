import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';

/** The demo's links read as an admin's would: who approved them, not "approved by on 05/12/2026". */
describe.each(databaseTargets)('the demo family links on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN]));
  });
  afterAll(() => t.close());

  it('every approved demo link names the admin who approved it', async () => {
    const res = await call(ADMIN, 'GET', '/family-links?status=active&size=100');
    expect(res.statusCode, res.body).toBe(200);
    const links = res.json().data as {
      approved_at: string | null;
      approved_by: { first_name: string } | null;
    }[];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.approved_at).not.toBeNull();
      expect(link.approved_by?.first_name).toBeTruthy();
    }
  });
});
