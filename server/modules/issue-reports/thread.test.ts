import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { issueReportReplies, issueReports } from './schema.ts';
import { users } from '../users/schema.ts';
import { DEMO_PASSWORD } from '../../seed.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { appSignIn, createAppPatient } from '../../test/app-patients.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { mailsTo } from '../../test/mail.ts';

const GUARDIAN = 'guardian@stmarys.test';
const NEIGHBOUR = 'family04@stmarys.test';
const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const OTHER_GUARDIAN = 'guardian@infantil.test';
const SUPER = 'super@lantern.test';

const report = {
  category: 'content',
  description: 'The visiting hours on the ward page are out of date.',
  page: '/hospital-information',
  language: 'en',
  app_version: '1.4.0',
};

describe.each(databaseTargets)('the issue-report thread on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let stMarys: string;
  let patientToken: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    // Another family of St Mary's, able to sign in.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.email, NEIGHBOUR));
    // …who has accepted the organisation's terms, as the demo guardian has.
    await db.execute(sql`insert into document_signings (user_id, organisation_id, terms_version_id, language, text_sha256)
      select u.id, u.organisation_id, v.id, 'en', 'test'
      from users u join lateral (
        select id from terms_versions where organisation_id = u.organisation_id order by published_at desc limit 1
      ) v on true
      where u.email = ${NEIGHBOUR}
      on conflict do nothing`);
    call = callerOf(t, await signInAll(t, [GUARDIAN, NEIGHBOUR, ADMIN, OTHER_ADMIN, OTHER_GUARDIAN, SUPER]));
    stMarys = (await db.select().from(users).where(eq(users.email, ADMIN)))[0]?.organisationId as string;
    await createAppPatient(db, 'stmarys', 'QQ7TRW');
    patientToken = (await appSignIn(t, 'stmarys', 'QQ7TRW')).access_token;
  });
  afterAll(() => t.close());

  const create = async () => {
    const res = await call(GUARDIAN, 'POST', '/issue-reports', report);
    expect(res.statusCode, res.body).toBe(201);
    await t.settled();
    return res.json().id as string;
  };
  const replies = async (id: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(issueReportReplies)
        .where(eq(issueReportReplies.reportId, id))
    )[0]?.n;
  const setLanguage = (email: string, language: string | null) =>
    t.database.db.update(users).set({ language }).where(eq(users.email, email));

  it('shows a report with its thread to its reporter, its admins and the super admin within the organisation', async () => {
    const id = await create();
    for (const [who, headers] of [
      [GUARDIAN, {}],
      [ADMIN, {}],
      [SUPER, { 'x-organisation-id': stMarys }],
    ] as const) {
      const res = await call(who, 'GET', `/issue-reports/${id}`, undefined, headers);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({ id, category: 'content', status: 'open', replies: [] });
    }
  });

  it("answers 404 to another family of the organisation and to another organisation; 403 to a patient's app", async () => {
    const id = await create();
    for (const who of [NEIGHBOUR, OTHER_ADMIN, OTHER_GUARDIAN]) {
      const res = await call(who, 'GET', `/issue-reports/${id}`);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().code).toBe('ResourceNotFound');
      expect(
        (await call(who, 'POST', `/issue-reports/${id}/replies`, { body: 'Hello' })).statusCode,
        who,
      ).toBe(404);
    }
    const patient = await t.app.inject({
      method: 'GET',
      url: `/api/issue-reports/${id}`,
      headers: { authorization: `Bearer ${patientToken}` },
    });
    expect(patient.statusCode).toBe(403);
    // The super admin names an organisation first.
    expect((await call(SUPER, 'GET', `/issue-reports/${id}`)).statusCode).toBe(403);
    expect(await replies(id)).toBe(0);
  });

  it('keeps the conversation: the hospital replies, the family answers, each side named (audited)', async () => {
    const id = await create();
    const hospital = await call(ADMIN, 'POST', `/issue-reports/${id}/replies`, {
      body: '  Thank you, we are updating the page today.  ',
    });
    expect(hospital.statusCode, hospital.body).toBe(201);
    expect(hospital.json().replies).toEqual([
      expect.objectContaining({
        author_role: 'hospital',
        body: 'Thank you, we are updating the page today.',
        author: { first_name: expect.any(String), surname: expect.any(String) },
      }),
    ]);
    const family = await call(GUARDIAN, 'POST', `/issue-reports/${id}/replies`, { body: 'Thanks!' });
    expect(family.statusCode).toBe(201);
    const seen = (await call(GUARDIAN, 'GET', `/issue-reports/${id}`)).json();
    expect(seen.replies.map((r: { author_role: string; body: string }) => [r.author_role, r.body])).toEqual([
      ['hospital', 'Thank you, we are updating the page today.'],
      ['family', 'Thanks!'],
    ]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'issue-report.reply'), eq(auditLog.subject, id)));
    expect(audited.map((a) => (a.detail as { author_role: string }).author_role).sort()).toEqual([
      'family',
      'hospital',
    ]);
  });

  it("marks a report with the hospital's unread replies in its reporter's list until they open it", async () => {
    const id = await create();
    const unreadIn = async (who: string) =>
      (
        (await call(who, 'GET', '/issue-reports?size=100')).json().data as {
          id: string;
          unread_replies: number;
        }[]
      ).find((r) => r.id === id)?.unread_replies;
    expect(await unreadIn(GUARDIAN)).toBe(0);
    for (const body of ['We have updated the page.', 'The new hours are on it now.'])
      expect((await call(ADMIN, 'POST', `/issue-reports/${id}/replies`, { body })).statusCode).toBe(201);
    await t.settled();
    expect(await unreadIn(GUARDIAN)).toBe(2);
    const bell = async () =>
      (await call(GUARDIAN, 'GET', '/notifications/unread-count')).json().unread as number;
    const before = await bell();
    // Another family and another organisation cannot touch it; the reporter opens it.
    expect((await call(NEIGHBOUR, 'PUT', `/issue-reports/${id}/read`)).statusCode).toBe(404);
    expect((await call(OTHER_GUARDIAN, 'PUT', `/issue-reports/${id}/read`)).statusCode).toBe(404);
    expect(await unreadIn(GUARDIAN)).toBe(2);
    expect((await call(GUARDIAN, 'PUT', `/issue-reports/${id}/read`)).statusCode).toBe(204);
    expect(await unreadIn(GUARDIAN)).toBe(0);
    expect(await bell()).toBe(before - 2);
    // A later reply is new again.
    await call(ADMIN, 'POST', `/issue-reports/${id}/replies`, { body: 'One more thing.' });
    await t.settled();
    expect(await unreadIn(GUARDIAN)).toBe(1);
  });

  it('refuses an empty or too long reply with 400 naming body, and stores nothing', async () => {
    const id = await create();
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(4001) }, {}]) {
      const res = await call(GUARDIAN, 'POST', `/issue-reports/${id}/replies`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(['body']);
    }
    expect(
      (await call(ADMIN, 'POST', `/issue-reports/${id}/replies`, { body: 'x'.repeat(4000) })).statusCode,
    ).toBe(201);
    expect(await replies(id)).toBe(1);
  });

  it("e-mails the reporter in Arabic when their status changes, once per change, with the report's link", async () => {
    const id = await create();
    await setLanguage(GUARDIAN, 'ar');
    const before = (await mailsTo(t.database.db, GUARDIAN)).length;
    expect((await call(ADMIN, 'PUT', `/issue-reports/${id}`, { status: 'in_progress' })).statusCode).toBe(
      200,
    );
    await t.settled();
    const [mail] = await mailsTo(t.database.db, GUARDIAN);
    expect(mail?.subject).toBe("بلاغك إلى St Mary's Children's Hospital (demo): قيد المعالجة");
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.link).toBe(`http://localhost:3000/report/${id}`);
    // The same status again is no change: no e-mail.
    await call(ADMIN, 'PUT', `/issue-reports/${id}`, { status: 'in_progress' });
    await t.settled();
    expect(await mailsTo(t.database.db, GUARDIAN)).toHaveLength(before + 1);
    await setLanguage(GUARDIAN, null);
  });

  it("e-mails the reporter when the hospital replies, without the reply's words", async () => {
    const id = await create();
    await call(ADMIN, 'POST', `/issue-reports/${id}/replies`, { body: 'Your child’s nurse will call you.' });
    await t.settled();
    const [mail] = await mailsTo(t.database.db, GUARDIAN);
    expect(mail?.subject).toBe("St Mary's Children's Hospital (demo) replied to your report");
    expect(mail?.link).toBe(`http://localhost:3000/report/${id}`);
    expect(mail?.text).not.toContain('nurse');
  });

  it("e-mails the organisation's admins when the family replies; a reply to a resolved report opens it again", async () => {
    const id = await create();
    await call(ADMIN, 'PUT', `/issue-reports/${id}`, { status: 'resolved' });
    const before = (await mailsTo(t.database.db, ADMIN)).length;
    const res = await call(GUARDIAN, 'POST', `/issue-reports/${id}/replies`, { body: 'It happens again.' });
    expect(res.json().status).toBe('open');
    await t.settled();
    const mails = await mailsTo(t.database.db, ADMIN);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toBe("A family replied to a report at St Mary's Children's Hospital (demo)");
    expect(mails[0]?.text).toContain('opened the report again');
    expect(mails[0]?.link).toBe(`http://localhost:3000/report/${id}`);
    expect(await mailsTo(t.database.db, OTHER_ADMIN)).toHaveLength(0);
    const status = (await t.database.db.select().from(issueReports).where(eq(issueReports.id, id)))[0]
      ?.status;
    expect(status).toBe('open');
  });

  it("counts the organisation's open and in-progress reports for its admins only", async () => {
    const { db } = t.database;
    const expected = async (status: 'open' | 'in_progress') =>
      (
        await db
          .select({ n: count() })
          .from(issueReports)
          .where(and(eq(issueReports.organisationId, stMarys), eq(issueReports.status, status)))
      )[0]?.n;
    const before = (await call(ADMIN, 'GET', '/issue-reports/summary')).json();
    await create();
    const after = await call(ADMIN, 'GET', '/issue-reports/summary');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ open: before.open + 1, in_progress: before.in_progress });
    expect(after.json()).toEqual({
      open: await expected('open'),
      in_progress: await expected('in_progress'),
    });
    expect((await call(OTHER_ADMIN, 'GET', '/issue-reports/summary')).json()).toEqual({
      open: 0,
      in_progress: 0,
    });
    expect(
      (
        await call(SUPER, 'GET', '/issue-reports/summary', undefined, { 'x-organisation-id': stMarys })
      ).json(),
    ).toEqual(after.json());
    for (const who of [GUARDIAN, SUPER])
      expect((await call(who, 'GET', '/issue-reports/summary')).statusCode, who).toBe(403);
  });
});
