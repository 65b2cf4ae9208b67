import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { createChild, createGuardian } from '../../test/families.ts';

const REAL = 'real-parent@stmarys.test';
const ASKING = 'asking@stmarys.test';
const ADMIN = 'admin@stmarys.test';

/** A link a family asked for and no admin approved is not theirs: no child in their download, no say in an erasure. */
describe.each(databaseTargets)('pending links on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let childId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    const real = await createGuardian(db, 'stmarys', REAL);
    await createGuardian(db, 'stmarys', ASKING);
    childId = await createChild(
      db,
      'stmarys',
      { appCode: 'PNDQ34', dateOfBirth: '2015-04-09', firstName: 'Zephyrine' },
      real,
    );
    call = callerOf(t, await signInAll(t, [REAL, ASKING, ADMIN]));
    const asked = await call(ASKING, 'PUT', '/users/child', {
      app_code: 'PNDQ34',
      date_of_birth: '2015-04-09',
    });
    expect(asked.json()).toMatchObject({ status: 'pending' });
  });
  afterAll(() => t.close());

  it.each(['json', 'fhir', 'html'])(
    'the %s download of a guardian whose link is pending holds neither the child nor their code',
    async (format) => {
      const res = await call(ASKING, 'GET', `/account/data?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Zephyrine');
      expect(res.body).not.toContain('PNDQ34');
      expect(res.body).not.toContain('2015-04-09');
      // The real family's download holds the child.
      expect((await call(REAL, 'GET', `/account/data?format=${format}`)).body).toContain('Zephyrine');
    },
  );

  it("a pending link does not hold back the real family's erasure of the child", async () => {
    const asked = await call(REAL, 'POST', '/account/data-requests', { kind: 'deletion' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = (asked.json() as { id: string }).id;
    expect((await call(ADMIN, 'POST', `/data-requests/${id}/approve`)).statusCode).toBe(200);
    await t.app.jobs.runNow('data-requests.erase', { id });
    const child = first(await t.database.db.select().from(users).where(eq(users.id, childId)));
    expect(child.erasedAt).not.toBeNull();
    expect(child.firstName).toBe('');
  });
});
