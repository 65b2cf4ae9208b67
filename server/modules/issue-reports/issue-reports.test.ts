import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { issueReports } from './schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { mailsTo } from '../../test/mail.ts';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GUARDIAN = 'guardian@stmarys.test';
const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const OTHER_GUARDIAN = 'guardian@infantil.test';
const SUPER = 'super@lantern.test';

const report = (overrides: Record<string, unknown> = {}) => ({
  category: 'app_problem',
  description: 'The video of the ward tour stops after ten seconds.',
  page: '/hospital-information',
  language: 'en',
  app_version: '1.4.0',
  ...overrides,
});

describe.each(databaseTargets)('issue reports on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [GUARDIAN, ADMIN, OTHER_ADMIN, OTHER_GUARDIAN, SUPER]));
  });
  afterAll(() => t.close());

  const stored = async () => (await t.database.db.select({ n: count() }).from(issueReports))[0]?.n;
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(issueReports).where(eq(issueReports.id, id)))[0]?.status;
  const create = async (who = GUARDIAN, body = report()) => {
    const res = await call(who, 'POST', '/issue-reports', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; status: string };
  };

  it('a guardian reports an issue with its page, language and version; the admins are e-mailed after the answer', async () => {
    const res = await call(
      GUARDIAN,
      'POST',
      '/issue-reports',
      report({ screenshot: { type: 'image/png', data: PNG } }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      category: 'app_problem',
      page: '/hospital-information',
      language: 'en',
      app_version: '1.4.0',
      status: 'open',
      has_screenshot: true,
      reporter: { email: GUARDIAN },
    });
    await t.settled();
    const [mail] = await mailsTo(t.database.db, ADMIN);
    expect(mail?.subject).toBe("New issue reported at St Mary's Children's Hospital (demo)");
    expect(mail?.text).toContain('Category: A problem with the app');
    expect(mail?.link).toBe(`http://localhost:3000/report/${res.json().id}`);
    // The description may describe a child: it stays behind the sign-in.
    expect(mail?.text).not.toContain('ward tour');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'issue-report.create'), eq(auditLog.subject, res.json().id)));
    expect(audited).toHaveLength(1);
  });

  it("e-mails another organisation's admins in their language", async () => {
    await create(OTHER_GUARDIAN, report({ language: 'es', category: 'privacy' }));
    await t.settled();
    const [mail] = await mailsTo(t.database.db, OTHER_ADMIN);
    expect(mail?.subject).toMatch(/^Nueva incidencia comunicada en /);
    expect(mail?.text).toContain('Categoría: Una preocupación sobre privacidad');
  });

  it('shows the screenshot to the admins and the reporter, and to no one else', async () => {
    const { id } = await create(GUARDIAN, report({ screenshot: { type: 'image/png', data: PNG } }));
    for (const who of [ADMIN, GUARDIAN, SUPER]) {
      const res = await call(who, 'GET', `/issue-reports/${id}/screenshot`);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    }
    for (const who of [OTHER_ADMIN, OTHER_GUARDIAN]) {
      const res = await call(who, 'GET', `/issue-reports/${id}/screenshot`);
      expect(res.statusCode, who).toBe(404);
    }
  });

  it('refuses a screenshot whose bytes are not the image it claims, naming the field, and stores nothing', async () => {
    const before = await stored();
    const script = Buffer.from('<script>alert(1)</script>').toString('base64');
    const res = await call(
      GUARDIAN,
      'POST',
      '/issue-reports',
      report({ screenshot: { type: 'image/png', data: script } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(['screenshot.data']);
    expect(await stored()).toBe(before);
  });

  it('names bad fields with 400 and stores nothing', async () => {
    const before = await stored();
    const res = await call(
      GUARDIAN,
      'POST',
      '/issue-reports',
      report({ category: 'gossip', description: '  ' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['category', 'description']),
    );
    expect(await stored()).toBe(before);
  });

  it('only guardians report; an admin is refused and nothing is stored', async () => {
    const before = await stored();
    for (const who of [ADMIN, SUPER])
      expect((await call(who, 'POST', '/issue-reports', report())).statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });

  it("lists the organisation's reports to its admins, filtered by status; a guardian sees only their own", async () => {
    const own = await create(GUARDIAN, report({ description: 'Mine' }));
    const admin = (await call(ADMIN, 'GET', '/issue-reports?size=100')).json();
    expect(admin.data.map((r: { id: string }) => r.id)).toContain(own.id);
    expect(
      admin.data.every(
        (r: { organisation_id: string }) => r.organisation_id === admin.data[0].organisation_id,
      ),
    ).toBe(true);
    const other = (await call(OTHER_ADMIN, 'GET', '/issue-reports?size=100')).json();
    expect(other.data.map((r: { id: string }) => r.id)).not.toContain(own.id);
    const guardian = (await call(OTHER_GUARDIAN, 'GET', '/issue-reports?size=100')).json();
    expect(
      guardian.data.every((r: { reporter: { email: string } }) => r.reporter.email === OTHER_GUARDIAN),
    ).toBe(true);
    expect(guardian.total).toBe(guardian.data.length);

    await call(ADMIN, 'PUT', `/issue-reports/${own.id}`, { status: 'resolved' });
    const resolved = (await call(ADMIN, 'GET', '/issue-reports?status=resolved')).json();
    expect(resolved.data.map((r: { id: string }) => r.id)).toEqual([own.id]);
    expect((await call(ADMIN, 'GET', '/issue-reports?status=done')).statusCode).toBe(400);
    expect((await call(SUPER, 'GET', '/issue-reports')).statusCode).toBe(403);
  });

  it('an admin moves a report through in progress to resolved (audited); the guardian sees the status', async () => {
    const { id } = await create();
    const moved = await call(ADMIN, 'PUT', `/issue-reports/${id}`, { status: 'in_progress' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('in_progress');
    expect((await call(ADMIN, 'PUT', `/issue-reports/${id}`, { status: 'resolved' })).json().status).toBe(
      'resolved',
    );
    const mine = (await call(GUARDIAN, 'GET', '/issue-reports?size=100')).json();
    expect(mine.data.find((r: { id: string }) => r.id === id)?.status).toBe('resolved');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'issue-report.status'), eq(auditLog.subject, id)));
    expect(audited.map((a) => a.detail)).toEqual(
      expect.arrayContaining([
        { from: 'open', to: 'in_progress' },
        { from: 'in_progress', to: 'resolved' },
      ]),
    );
  });

  it('refuses a status change from a guardian (403), another organisation (404) or a bad status (400), changing nothing', async () => {
    const { id } = await create();
    expect((await call(GUARDIAN, 'PUT', `/issue-reports/${id}`, { status: 'resolved' })).statusCode).toBe(
      403,
    );
    const other = await call(OTHER_ADMIN, 'PUT', `/issue-reports/${id}`, { status: 'resolved' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('ResourceNotFound');
    const bad = await call(ADMIN, 'PUT', `/issue-reports/${id}`, { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('status');
    expect(await statusOf(id)).toBe('open');
  });
});

describe.each(databaseTargets)('the contact form on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { productTeamEmail: 'product@lantern.test', contactLimit: 4 });
  });
  afterAll(() => t.close());

  const send = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload });

  it('mails the product team, without a session, after answering', async () => {
    const res = await send({
      name: 'Ana Pérez',
      email: 'ana@example.test',
      organisation: 'Clínica Norte',
      message: 'We would like Lantern for our hospital.',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true });
    await t.settled();
    const [mail] = await mailsTo(t.database.db, 'product@lantern.test');
    expect(mail?.subject).toBe('Lantern contact form: Ana Pérez');
    expect(mail?.text).toContain('From: Ana Pérez <ana@example.test>');
    expect(mail?.text).toContain('We would like Lantern for our hospital.');
    expect(mail?.html).not.toContain('<script');
  });

  it('keeps a line break in the name out of the subject (no header injection)', async () => {
    const res = await send({
      name: 'Eve\r\nBcc: victim@example.test',
      email: 'eve@example.test',
      message: 'Hi',
    });
    expect(res.statusCode).toBe(202);
    await t.settled();
    const [mail] = await mailsTo(t.database.db, 'product@lantern.test');
    expect(mail?.subject).toBe('Lantern contact form: Eve Bcc: victim@example.test');
  });

  it('names bad fields with 400 and mails nothing', async () => {
    const before = (await mailsTo(t.database.db, 'product@lantern.test')).length;
    const res = await send({ name: '', email: 'not-an-address', message: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['name', 'email']),
    );
    await t.settled();
    expect(await mailsTo(t.database.db, 'product@lantern.test')).toHaveLength(before);
  });

  it('answers 429 past the limit of messages from one address, and mails nothing more', async () => {
    // Three calls above already counted against the limit of four.
    const ok = await send({ name: 'B', email: 'b@example.test', message: 'Third message' });
    expect(ok.statusCode).toBe(202);
    await t.settled();
    const before = (await mailsTo(t.database.db, 'product@lantern.test')).length;
    const limited = await send({ name: 'C', email: 'c@example.test', message: 'Fourth message' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TooManyRequests');
    await t.settled();
    expect(await mailsTo(t.database.db, 'product@lantern.test')).toHaveLength(before);
  });
});
