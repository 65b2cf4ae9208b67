import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletionPreview } from '../../../src/api/contracts/data-requests.ts';
import { guardianLinks } from '../families/schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { createChild, createGuardian, organisationId } from '../../test/families.ts';

const ASKING = 'leaving@stmarys.test';
const OTHER = 'staying@stmarys.test';
const PENDING = 'asked-only@stmarys.test';
const ADMIN = 'admin@stmarys.test';

/** Before approving a deletion the admin sees which children it erases and which stay. */
describe.each(databaseTargets)('the deletion preview on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let id: string;
  const ids = {} as Record<'alone' | 'shared' | 'requested', string>;

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    const asking = await createGuardian(db, 'stmarys', ASKING);
    const other = await createGuardian(db, 'stmarys', OTHER);
    const pending = await createGuardian(db, 'stmarys', PENDING);
    const org = await organisationId(db, 'stmarys');
    const child = (appCode: string, firstName: string) =>
      createChild(db, 'stmarys', { appCode, dateOfBirth: '2016-02-03', firstName }, asking);
    ids.alone = await child('PVW3AA', 'Alone');
    ids.shared = await child('PVW3AC', 'Shared');
    ids.requested = await child('PVW3AD', 'Requested');
    await db.insert(guardianLinks).values([
      { organisationId: org, guardianId: other, patientId: ids.shared, status: 'active', source: 'admin' },
      // A family's request no admin approved keeps nothing.
      {
        organisationId: org,
        guardianId: pending,
        patientId: ids.requested,
        status: 'pending',
        source: 'family',
      },
    ]);
    call = callerOf(t, await signInAll(t, [ASKING, ADMIN, 'admin@infantil.test']));
    const asked = await call(ASKING, 'POST', '/account/data-requests', { kind: 'deletion' });
    expect(asked.statusCode, asked.body).toBe(201);
    id = (asked.json() as { id: string }).id;
  });
  afterAll(() => t.close());

  it("refuses the guardian (403) and another organisation's admin (404, as for a missing request)", async () => {
    const guardian = await call(ASKING, 'GET', `/data-requests/${id}/preview`);
    expect(guardian.statusCode).toBe(403);
    const other = await call('admin@infantil.test', 'GET', `/data-requests/${id}/preview`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
    expect((await call(ADMIN, 'GET', '/data-requests/not-an-id/preview')).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'id' }],
    });
  });

  it('names the children erased and those kept because another guardian is linked, and changes nothing', async () => {
    const res = await call(ADMIN, 'GET', `/data-requests/${id}/preview`);
    expect(res.statusCode).toBe(200);
    const preview = res.json<DeletionPreview>();
    expect(preview.erased.map((c) => c.first_name).sort()).toEqual(['Alone', 'Requested']);
    expect(preview.kept.map((c) => c.first_name)).toEqual(['Shared']);
    // Still to decide: the preview approved nothing.
    expect((await call(ADMIN, 'POST', `/data-requests/${id}/approve`)).statusCode).toBe(200);
    await t.app.jobs.runNow('data-requests.erase', { id });
    // Decided: nothing left to preview.
    expect((await call(ADMIN, 'GET', `/data-requests/${id}/preview`)).statusCode).toBe(409);
  });
});
