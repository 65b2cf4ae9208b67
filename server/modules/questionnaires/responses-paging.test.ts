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
