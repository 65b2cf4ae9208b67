import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { feelingToday } from './demo.ts';

const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';

describe.each(databaseTargets)('answers per person, a page at a time, on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let questionnaire: string;
  let asked: string[];

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, OTHER_ADMIN]));
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, ADMIN));
    const patients = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.organisationId, admin?.organisationId as string),
          eq(users.type, 3),
          eq(users.status, 4),
          isNull(users.erasedAt),
        ),
      );
    asked = patients.slice(0, 7).map((p) => p.id);
    questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    expect(
      (
        await call(ADMIN, 'POST', '/questionnaire/responses', {
          questionnaireId: questionnaire,
          userIds: asked,
        })
      ).statusCode,
    ).toBe(201);
  });
  afterAll(() => t.close());

  const page = (query: string, who = ADMIN) =>
    call(who, 'GET', `/questionnaire/responses?questionnaireId=${questionnaire}&${query}`);

  it('pages through everyone asked, with the total, each person once', async () => {
    expect(asked.length).toBe(7);
    const pages = await Promise.all([1, 2, 3].map(async (n) => (await page(`page=${n}&size=3`)).json()));
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1]);
    expect(pages.map((p) => [p.page, p.size, p.total])).toEqual([
      [1, 3, 7],
      [2, 3, 7],
      [3, 3, 7],
    ]);
    const people = pages.flatMap((p) => p.data.map((r: { user: { id: string } }) => r.user.id));
    expect(new Set(people)).toEqual(new Set(asked));
    // Past the end: no rows, the same total.
    expect((await page('page=4&size=3')).json()).toMatchObject({ data: [], total: 7, subjects: [] });
  });

  it('walks the same people by cursor as by page number, across ties in the assignment time', async () => {
    const byNumber = await Promise.all([1, 2, 3].map(async (n) => (await page(`page=${n}&size=3`)).json()));
    const ids = (p: { data: { id: string }[] }) => p.data.map((r) => r.id);
    // Everyone was asked in one assignment: one assignment time, so the id alone orders them.
    const times = new Set(byNumber.flatMap((p) => p.data.map((r: { assigned_at: string }) => r.assigned_at)));
    expect(times.size).toBe(1);
    expect(byNumber.map((p) => p.next_cursor === null)).toEqual([false, false, true]);
    const walked: string[][] = [];
    let cursor: string | null = byNumber[0].next_cursor;
    walked.push(ids(byNumber[0]));
    while (cursor) {
      const res = await page(`cursor=${encodeURIComponent(cursor)}&size=3`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.total).toBe(7);
      walked.push(ids(body));
      cursor = body.next_cursor;
    }
    expect(walked).toEqual(byNumber.map(ids));
    // A full last page says there is no next one.
    expect((await page('page=1&size=7')).json()).toMatchObject({ total: 7, next_cursor: null });
  });

  it('refuses a cursor it did not give with 400 naming the field, and changes nothing', async () => {
    const forged = Buffer.from(JSON.stringify(["2026-01-01' or 1=1", 'x'])).toString('base64url');
    for (const cursor of ['nonsense', forged, Buffer.from('{"a":1}').toString('base64url')]) {
      const res = await page(`cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json(), cursor).toMatchObject({ code: 'ValidationError', fields: [{ path: 'cursor' }] });
    }
  });

  it('answers ten people a page by default and refuses a page larger than 100, naming the field', async () => {
    expect((await page('')).json()).toMatchObject({ page: 1, size: 10, total: 7 });
    const refused = await page('size=101');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 400,
      code: 'ValidationError',
      fields: [{ path: 'size' }],
    });
    const subject = await page('subject=nobody');
    expect(subject.json()).toMatchObject({ status: 400, fields: [{ path: 'subject' }] });
  });

  it('shows the admin of another hospital none of the answers', async () => {
    const refused = await page('page=1', OTHER_ADMIN);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('data');
  });
});
