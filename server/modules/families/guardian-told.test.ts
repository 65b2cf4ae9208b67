import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { guardianLinks } from './schema.ts';
import { notifications } from '../notifications/schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { createChild, createGuardian } from '../../test/families.ts';
import { appSignIn } from '../../test/app-patients.ts';

const ADMIN = 'admin@stmarys.test';
const MUM = 'told-mum@stmarys.test';
const DAD = 'told-dad@stmarys.test';
const year = new Date().getUTCFullYear();

/** Every change of what a guardian sees of a child is a notification to that guardian, naming the child. */
describe.each(databaseTargets)('the guardian told of an access change on $name', (target) => {
  let t: TestApp;
  let as: ReturnType<typeof callerOf>;
  let appToken: string;
  const ids = {} as Record<'mum' | 'dad' | 'child' | 'mumLink' | 'dadLink', string>;
  const app = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${appToken}` },
      payload,
    });
  /** The guardian's notifications, newest first, as the notification centre reads them. */
  const told = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
    ).map((n) => ({ kind: n.kind, params: n.params, link: n.link }));
  const access = (change: string) => ({
    kind: 'familyLink.access',
    params: { child: 'Maya', change },
    link: '/',
  });

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    ids.mum = await createGuardian(db, 'stmarys', MUM);
    ids.dad = await createGuardian(db, 'stmarys', DAD);
    ids.child = await createChild(
      db,
      'stmarys',
      { appCode: 'TWD7K3', dateOfBirth: `${year - 13}-01-01`, firstName: 'Maya' },
      ids.mum,
    );
    await createChild(db, 'stmarys', { appCode: 'TWD4R9', dateOfBirth: `${year - 13}-01-01` }, ids.dad);
    const links = await db.select().from(guardianLinks).where(eq(guardianLinks.patientId, ids.child));
    ids.mumLink = links[0]?.id ?? '';
    const [dadLink] = await db
      .insert(guardianLinks)
      .values({
        organisationId: links[0]?.organisationId ?? '',
        guardianId: ids.dad,
        patientId: ids.child,
        status: 'active',
        source: 'admin',
      })
      .returning();
    ids.dadLink = dadLink?.id ?? '';
    as = callerOf(t, await signInAll(t, [ADMIN]));
    appToken = (await appSignIn(t, 'stmarys', 'TWD7K3')).access_token;
  });
  afterAll(() => t.close());

  it("an admin's level and confidentiality changes tell that guardian only", async () => {
    expect(
      (await as(ADMIN, 'PUT', `/family-links/${ids.mumLink}/access`, { level: 'limited' })).statusCode,
    ).toBe(200);
    expect(await told(ids.mum)).toEqual([access('level')]);
    const marked = await as(ADMIN, 'PUT', `/family-links/${ids.mumLink}/confidential`, {
      confidential: true,
      reason: 'Court order',
    });
    expect(marked.statusCode).toBe(200);
    expect(await told(ids.mum)).toEqual([access('confidential'), access('level')]);
    expect(await told(ids.dad)).toEqual([]);
  });

  it("the young person's answers and an admin's review tell the guardian they are about", async () => {
    expect((await app(`/app/guardians/${ids.dadLink}/agree`)).statusCode).toBe(200);
    expect(await told(ids.dad)).toEqual([access('agreed')]);
    expect((await app(`/app/guardians/${ids.mumLink}/decline`, { reason: 'Privacy' })).statusCode).toBe(200);
    expect((await told(ids.mum))[0]).toEqual(access('declined'));
    const reviewed = await as(ADMIN, 'POST', `/family-links/${ids.mumLink}/assent-review`, {
      reason: 'Agreed with Maya and her mother',
    });
    expect(reviewed.statusCode).toBe(200);
    expect((await told(ids.mum))[0]).toEqual(access('reviewed'));
    expect(await told(ids.dad)).toEqual([access('agreed')]);
  });

  it('a refused change tells nobody', async () => {
    const before = (await told(ids.mum)).length;
    const bad = await as(ADMIN, 'PUT', `/family-links/${ids.mumLink}/access`, { level: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(await told(ids.mum)).toHaveLength(before);
  });
});
