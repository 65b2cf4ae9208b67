import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { londonDay, type FamilyLink } from '../../../src/api/contracts/index.ts';
import { auditLog } from '../../audit/schema.ts';
import { guardianLinks } from './schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { createChild, createGuardian } from '../../test/families.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'review-one@stmarys.test';
const DAY = 86_400_000;
const dayIn = (days: number) => londonDay(Date.now() + days * DAY);

describe.each(databaseTargets)("a link's own review date on $name", (target) => {
  let t: TestApp;
  let as: ReturnType<typeof callerOf>;
  let child: string;
  let link: string;
  const reviewOn = async () =>
    (await as(ADMIN, 'GET', `/user/${child}/family-links`))
      .json<{ data: FamilyLink[] }>()
      .data.find((l) => l.id === link)?.review_on;

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    const guardian = await createGuardian(db, 'stmarys', GUARDIAN);
    child = await createChild(
      db,
      'stmarys',
      { appCode: 'RVW7K3', dateOfBirth: '2015-01-01', firstName: 'Rosa' },
      guardian,
    );
    const [row] = await db.select().from(guardianLinks).where(eq(guardianLinks.patientId, child));
    link = row?.id ?? '';
    as = callerOf(t, await signInAll(t, [ADMIN, 'admin@infantil.test', GUARDIAN]));
  });
  afterAll(() => t.close());

  it('an admin sets it: the link shows it, the reminder waits for it, the change is audited', async () => {
    const was = await reviewOn();
    const date = dayIn(60);
    await t.database.db
      .update(guardianLinks)
      .set({ reviewRemindedFor: was ?? null })
      .where(eq(guardianLinks.id, link));
    const set = await as(ADMIN, 'PUT', `/family-links/${link}/review-date`, { review_on: date });
    expect(set.statusCode).toBe(200);
    expect(set.json<FamilyLink>().review_on).toBe(date);
    expect(await reviewOn()).toBe(date);
    const [row] = await t.database.db.select().from(guardianLinks).where(eq(guardianLinks.id, link));
    expect(row?.reviewRemindedFor).toBeNull();
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'family.link.review-date'), eq(auditLog.subject, link)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.detail).toMatchObject({ review_on: date, was });
    // Today is allowed.
    const today = await as(ADMIN, 'PUT', `/family-links/${link}/review-date`, { review_on: dayIn(0) });
    expect(today.json<FamilyLink>().review_on).toBe(dayIn(0));
  });

  it('bad input names review_on and changes nothing', async () => {
    const before = await reviewOn();
    for (const body of [
      { review_on: dayIn(-1) },
      { review_on: dayIn(365 * 3 + 40) },
      { review_on: '2027-02-30' },
      { review_on: 'next year' },
      { review_on: 20270101 },
      {},
    ]) {
      const answer = await as(ADMIN, 'PUT', `/family-links/${link}/review-date`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, fields: [{ path: 'review_on' }] });
    }
    const extra = await as(ADMIN, 'PUT', `/family-links/${link}/review-date`, {
      review_on: dayIn(30),
      note: 'x',
    });
    expect(extra.statusCode).toBe(400);
    expect(await reviewOn()).toBe(before);
  });

  it('a guardian may not set it, another organisation does not find the link, a revoked link refuses', async () => {
    const before = await reviewOn();
    const guardian = await as(GUARDIAN, 'PUT', `/family-links/${link}/review-date`, { review_on: dayIn(30) });
    expect(guardian.statusCode).toBe(403);
    const other = await as('admin@infantil.test', 'PUT', `/family-links/${link}/review-date`, {
      review_on: dayIn(30),
    });
    expect(other.statusCode).toBe(404);
    const missing = await as(ADMIN, 'PUT', '/family-links/00000000-0000-4000-8000-000000000000/review-date', {
      review_on: dayIn(30),
    });
    expect(missing.statusCode).toBe(404);
    expect(await reviewOn()).toBe(before);
    await as(ADMIN, 'POST', `/family-links/${link}/revoke`, { reason: 'Moved away' });
    const revoked = await as(ADMIN, 'PUT', `/family-links/${link}/review-date`, { review_on: dayIn(30) });
    expect(revoked.statusCode).toBe(409);
  });
});
