import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { AppGuardians, FamilyChildren, FamilyLink } from '../../../src/api/contracts/index.ts';
import { auditLog } from '../../audit/schema.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { guardianLinks } from './schema.ts';
import { users } from '../users/schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { createChild, createGuardian, organisationId } from '../../test/families.ts';
import { appSignIn } from '../../test/app-patients.ts';

const ADMIN = 'admin@stmarys.test';
const ONE = 'access-one@stmarys.test';
const TWO = 'access-two@stmarys.test';
const THREE = 'access-three@stmarys.test';
const year = new Date().getUTCFullYear();
/** A date of birth giving this age on every day of the current year. */
const bornAged = (age: number) => `${year - age}-01-01`;

describe.each(databaseTargets)('who may see what of a child on $name', (target) => {
  let t: TestApp;
  let as: ReturnType<typeof callerOf>;
  let org: string;
  const ids = {} as Record<
    'one' | 'two' | 'three' | 'lina' | 'sam' | 'linkOne' | 'linkTwo' | 'linkThree',
    string
  >;
  let appToken: string;
  const app = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${appToken}` }, payload });
  const card = async (who: string) =>
    (await as(who, 'GET', '/families/children'))
      .json<FamilyChildren>()
      .children.find((c) => c.id === ids.lina);
  const linkOf = async (id: string) =>
    (await as(ADMIN, 'GET', `/user/${ids.lina}/family-links`))
      .json<{ data: FamilyLink[] }>()
      .data.find((l) => l.id === id);

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    org = await organisationId(db, 'stmarys');
    ids.one = await createGuardian(db, 'stmarys', ONE);
    ids.two = await createGuardian(db, 'stmarys', TWO);
    ids.three = await createGuardian(db, 'stmarys', THREE);
    ids.lina = await createChild(
      db,
      'stmarys',
      { appCode: 'KNA7K3', dateOfBirth: bornAged(13), firstName: 'Lina' },
      ids.one,
    );
    ids.sam = await createChild(
      db,
      'stmarys',
      { appCode: 'CAM4R9', dateOfBirth: bornAged(8), firstName: 'Sam' },
      ids.one,
    );
    const [row] = await db.select().from(guardianLinks).where(eq(guardianLinks.patientId, ids.lina));
    ids.linkOne = row?.id ?? '';
    as = callerOf(t, await signInAll(t, [ADMIN, 'admin@infantil.test', ONE, TWO, THREE]));
    appToken = (await appSignIn(t, 'stmarys', 'KNA7K3')).access_token;
  });
  afterAll(() => t.close());

  it("shows the child's links before another is approved, and warns from two", async () => {
    const two = await as(ADMIN, 'POST', '/family-links', { guardian_id: ids.two, patient_id: ids.lina });
    expect(two.statusCode).toBe(201);
    ids.linkTwo = two.json<FamilyLink>().id;
    const before = (await as(ADMIN, 'GET', `/family-links/${ids.linkTwo}/child-links`)).json();
    expect(before).toMatchObject({ warning: false, data: [expect.objectContaining({ id: ids.linkOne })] });
    // A family-made link waits for approval: the admin sees both existing links and the warning.
    const [pending] = await t.database.db
      .insert(guardianLinks)
      .values({
        organisationId: org,
        guardianId: ids.three,
        patientId: ids.lina,
        status: 'pending',
        source: 'family',
      })
      .returning();
    ids.linkThree = pending?.id ?? '';
    const third = (await as(ADMIN, 'GET', `/family-links/${ids.linkThree}/child-links`)).json();
    expect(third.warning).toBe(true);
    expect(third.data.map((l: FamilyLink) => l.id).sort()).toEqual([ids.linkOne, ids.linkTwo].sort());
    // A pending link shows no child; the young person does not see them either.
    expect(await card(THREE)).toBeUndefined();
    expect((await app('GET', '/app/guardians')).json<AppGuardians>().guardians).toHaveLength(2);
    expect(
      (await as('admin@infantil.test', 'GET', `/family-links/${ids.linkThree}/child-links`)).statusCode,
    ).toBe(404);
    expect((await as(ADMIN, 'POST', `/family-links/${ids.linkThree}/approve`)).statusCode).toBe(200);
  });

  it('a limited link sees only the parts the organisation chose, on every route', async () => {
    const limited = await as(ADMIN, 'PUT', `/family-links/${ids.linkTwo}/access`, { level: 'limited' });
    expect(limited.json()).toMatchObject({
      access_level: 'limited',
      access: { level: 'limited', parts: ['calendar'] },
    });
    expect(await card(TWO)).toMatchObject({ access: 'limited', parts: ['calendar'], limited_by: 'hospital' });
    const usage = await as(TWO, 'GET', `/families/children/${ids.lina}/usage`);
    expect(usage.statusCode).toBe(403);
    expect(usage.json().message).toMatch(/does not include their usage/);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await as(TWO, 'GET', `/families/children/${ids.lina}/events?from=${today}&to=${today}`)).statusCode,
    ).toBe(200);
    // The organisation opens usage to limited links too.
    await as(ADMIN, 'PUT', `/organisation/${org}/family-settings`, { limited_parts: ['calendar', 'usage'] });
    expect((await as(TWO, 'GET', `/families/children/${ids.lina}/usage`)).statusCode).toBe(200);
    await as(ADMIN, 'PUT', `/organisation/${org}/family-settings`, { limited_parts: [] });
    expect(
      (await as(TWO, 'GET', `/families/children/${ids.lina}/events?from=${today}&to=${today}`)).statusCode,
    ).toBe(403);
    await as(ADMIN, 'PUT', `/organisation/${org}/family-settings`, { limited_parts: ['calendar'] });
    expect(
      (await as(ADMIN, 'PUT', `/family-links/${ids.linkTwo}/access`, { level: 'full' })).statusCode,
    ).toBe(200);
    expect(await card(TWO)).toMatchObject({ access: 'full', limited_by: null });
    expect(
      (await as(ADMIN, 'PUT', `/family-links/${ids.linkTwo}/access`, { level: 'some' })).statusCode,
    ).toBe(400);
    expect(
      (await as('admin@infantil.test', 'PUT', `/family-links/${ids.linkTwo}/access`, { level: 'full' }))
        .statusCode,
    ).toBe(404);
  });

  it('a guardian sees the other guardians, but not one marked confidential', async () => {
    expect((await card(ONE))?.other_guardians.map((g) => g.first_name)).toEqual(['Test', 'Test']);
    const noReason = await as(ADMIN, 'PUT', `/family-links/${ids.linkTwo}/confidential`, {
      confidential: true,
    });
    expect(noReason.json()).toMatchObject({ status: 400, fields: [{ path: 'reason' }] });
    const marked = await as(ADMIN, 'PUT', `/family-links/${ids.linkTwo}/confidential`, {
      confidential: true,
      reason: 'Court order: the first parent must not know',
    });
    expect(marked.json()).toMatchObject({
      confidential_reason: 'Court order: the first parent must not know',
    });
    expect((await card(ONE))?.other_guardians).toHaveLength(1);
    expect((await card(THREE))?.other_guardians).toHaveLength(1);
    // The second guardian still sees the others.
    expect((await card(TWO))?.other_guardians).toHaveLength(2);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'family.link.confidential'), eq(auditLog.subject, ids.linkTwo)));
    expect(audited).toHaveLength(1);
  });

  it('from the assent age the young person declines a guardian: limited until an admin reviews it', async () => {
    const listed = (await app('GET', '/app/guardians')).json<AppGuardians>();
    expect(listed).toMatchObject({ asked: true, in_control: false });
    expect(listed.guardians).toHaveLength(3);
    const declined = await app('POST', `/app/guardians/${ids.linkOne}/decline`, {
      reason: 'I want some privacy',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<AppGuardians>().guardians.find((g) => g.link_id === ids.linkOne)).toMatchObject({
      answer: 'declined',
      access: { level: 'limited', limited_by: 'young_person' },
    });
    expect(await card(ONE)).toMatchObject({ access: 'limited', limited_by: 'young_person' });
    expect((await as(ONE, 'GET', `/families/children/${ids.lina}/usage`)).statusCode).toBe(403);
    expect((await app('POST', `/app/guardians/${ids.linkTwo}/agree`)).statusCode).toBe(200);
    // Another child's link, or nonsense, reads as missing or malformed.
    expect((await app('POST', `/app/guardians/00000000-0000-4000-8000-000000000000/agree`)).statusCode).toBe(
      404,
    );
    expect((await app('POST', `/app/guardians/${ids.linkOne}/decline`, { reason: 5 })).statusCode).toBe(400);
    expect((await linkOf(ids.linkOne))?.assent).toMatchObject({
      answer: 'declined',
      reason: 'I want some privacy',
    });
    const bare = await as(ADMIN, 'POST', `/family-links/${ids.linkOne}/assent-review`, { reason: ' ' });
    expect(bare.json()).toMatchObject({ status: 400, fields: [{ path: 'reason' }] });
    const reviewed = await as(ADMIN, 'POST', `/family-links/${ids.linkOne}/assent-review`, {
      reason: 'Spoke with Lina and her mother; agreed to keep access while treatment continues',
    });
    expect(reviewed.json()).toMatchObject({ access: { level: 'full' }, assent: { answer: 'declined' } });
    expect(await card(ONE)).toMatchObject({ access: 'full', limited_by: null });
    expect(
      (await as(ADMIN, 'POST', `/family-links/${ids.linkTwo}/assent-review`, { reason: 'x' })).statusCode,
    ).toBe(409);
    const actions = (
      await t.database.db.select().from(auditLog).where(like(auditLog.action, 'family.assent%'))
    ).map((a) => a.action);
    expect(actions.sort()).toEqual(['family.assent.agree', 'family.assent.decline']);
  });

  it('below the assent age the young person is not asked', async () => {
    const sam = await appSignIn(t, 'stmarys', 'CAM4R9');
    const headers = { authorization: `Bearer ${sam.access_token}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/app/guardians', headers });
    expect(list.json()).toMatchObject({ asked: false, in_control: false });
    const [link] = list.json<AppGuardians>().guardians;
    const agree = await t.app.inject({
      method: 'POST',
      url: `/api/app/guardians/${link?.link_id}/agree`,
      headers,
    });
    expect(agree.statusCode).toBe(409);
    // Lina's link is not Sam's to answer about.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/app/guardians/${ids.linkOne}/agree`,
      headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it("from the control age the young person's choice stands unless an admin records a safeguarding reason", async () => {
    await t.database.db
      .update(users)
      .set({ dateOfBirth: bornAged(17) })
      .where(eq(users.id, ids.lina));
    expect((await app('GET', '/app/guardians')).json()).toMatchObject({ asked: true, in_control: true });
    // One declined and reviewed (without safeguarding): limited again. Two agreed: full. Three never answered: limited.
    expect(await card(ONE)).toMatchObject({ access: 'limited', limited_by: 'young_person' });
    expect(await card(TWO)).toMatchObject({ access: 'full' });
    expect(await card(THREE)).toMatchObject({ access: 'limited', limited_by: 'control_age' });
    const refused = await as(ADMIN, 'POST', `/family-links/${ids.linkOne}/assent-review`, {
      reason: 'Parent asked',
    });
    expect(refused.json()).toMatchObject({ status: 400, fields: [{ path: 'safeguarding' }] });
    expect(await card(ONE)).toMatchObject({ access: 'limited' });
    const safeguarding = await as(ADMIN, 'POST', `/family-links/${ids.linkOne}/assent-review`, {
      reason: 'Safeguarding plan of 3 December: the mother keeps access to appointments',
      safeguarding: true,
    });
    expect(safeguarding.json()).toMatchObject({ assent: { safeguarding: true }, access: { level: 'full' } });
    expect(await card(ONE)).toMatchObject({ access: 'full' });
  });

  it('reminds the admins of a link due for review once per review date', async () => {
    const { db } = t.database;
    const elevenMonths = new Date(Date.now() - 340 * 86_400_000);
    await db.update(guardianLinks).set({ approvedAt: elevenMonths }).where(eq(guardianLinks.id, ids.linkOne));
    const reviewOn = (await linkOf(ids.linkOne))?.review_on;
    expect(reviewOn).toBeTruthy();
    const reminders = () =>
      db
        .select()
        .from(mailOutbox)
        .where(and(like(mailOutbox.text, '%due for review%'), like(mailOutbox.text, `%${reviewOn ?? ''}%`)));
    await t.app.jobs.runNow('families.link-reviews');
    const sent = await reminders();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((m) => m.organisationId === org)).toBe(true);
    await t.app.jobs.runNow('families.link-reviews');
    expect(await reminders()).toHaveLength(sent.length);
  });
});
