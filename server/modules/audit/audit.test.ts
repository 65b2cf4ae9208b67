import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { organisations } from '../organisations/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const SUPER = 'super@lantern.test';
const INFANTIL = 'admin@infantil.test';

interface Entry {
  action: string;
  actor: { id: string; name: string; email: string } | null;
  organisation: { id: string; name: string } | null;
  subject: { kind: string; id: string; name: string | null } | null;
  rows: number | null;
  ip: string | null;
}

describe.each(databaseTargets)('the audit log on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tobi: string;
  let stMarys: string;
  let infantil: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, SUPER, INFANTIL]));
    const { db } = t.database;
    tobi = first(
      await db
        .select()
        .from(users)
        .where(and(eq(users.firstName, 'Tobi'))),
    ).id;
    stMarys = first(await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'))).id;
    infantil = first(await db.select().from(organisations).where(eq(organisations.urlCode, 'infantil'))).id;
  });
  afterAll(() => t.close());

  const list = async (who: string, query = '') => {
    const res = await call(who, 'GET', `/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Entry[]; total: number; page: number; page_size: number };
  };

  it("records an admin's read of a child's record with who, where from and on whom", async () => {
    expect((await call(ADMIN, 'GET', `/user/${tobi}`)).statusCode).toBe(200);
    const page = await list(ADMIN, `?action=read.&subject=${tobi}`);
    expect(page.items[0]).toMatchObject({
      action: 'read.patient',
      actor: { email: ADMIN },
      organisation: { id: stMarys },
      subject: { kind: 'patient', id: tobi, name: expect.stringContaining('Tobi') },
      ip: '127.0.0.1',
      rows: null,
    });
  });

  it("keeps each admin to their organisation's entries; the super admin sees both and can narrow", async () => {
    await call(INFANTIL, 'GET', '/audit');
    const mine = await list(ADMIN, '?page_size=100');
    expect(mine.items.every((e) => e.organisation?.id === stMarys)).toBe(true);
    const theirs = await list(INFANTIL, '?page_size=100');
    expect(theirs.items.every((e) => e.organisation?.id === infantil)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain('stmarys.test');
    const all = await list(SUPER, '?page_size=100');
    const orgs = new Set(all.items.map((e) => e.organisation?.id));
    expect(orgs.has(stMarys) && orgs.has(infantil)).toBe(true);
    const narrowed = await list(SUPER, `?organisation_id=${infantil}&page_size=100`);
    expect(narrowed.items.every((e) => e.organisation?.id === infantil)).toBe(true);
    // Another organisation's staff are no one an admin may filter by: answered as missing.
    const admin = first(await t.database.db.select().from(users).where(eq(users.email, ADMIN))).id;
    expect((await call(INFANTIL, 'GET', `/audit?person=${admin}`)).statusCode).toBe(404);
    expect((await call(INFANTIL, 'GET', `/audit?organisation_id=${stMarys}`)).statusCode).toBe(403);
    expect((await list(ADMIN, `?person=${admin}`)).items.every((e) => e.actor?.id === admin)).toBe(true);
  });

  it('the people filter offers the staff of the caller’s organisation only', async () => {
    const res = await call(ADMIN, 'GET', '/audit/people?search=admin');
    const emails = (res.json() as { items: { email: string }[] }).items.map((p) => p.email);
    expect(emails).toContain(ADMIN);
    expect(emails).not.toContain(INFANTIL);
    const everyone = (await call(SUPER, 'GET', '/audit/people?search=admin')).json() as {
      items: { email: string }[];
    };
    expect(everyone.items.map((p) => p.email)).toEqual(expect.arrayContaining([ADMIN, INFANTIL]));
  });

  it('refuses guardians, and bad filters with 400 naming the field', async () => {
    expect((await call(GUARDIAN, 'GET', '/audit')).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'GET', '/audit/export')).statusCode).toBe(403);
    for (const [query, field] of [
      ['?from=2026-13-40', 'from'],
      ['?person=nobody', 'person'],
      ['?page_size=1000', 'page_size'],
      ['?action=DROP%20TABLE', 'action'],
      ['?from=2026-05-02&to=2026-05-01', 'to'],
    ]) {
      const res = await call(ADMIN, 'GET', `/audit${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(field);
    }
  });

  it('exports the filtered log as xlsx, itself audited with its true row count', async () => {
    const filtered = await list(ADMIN, '?action=read.');
    const res = await call(ADMIN, 'GET', '/audit/export?action=read.');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [logged] = (await list(ADMIN, '?action=export.audit')).items;
    expect(logged).toMatchObject({ actor: { email: ADMIN }, rows: filtered.total, ip: '127.0.0.1' });
  });

  it("a report's export is built on the server and audited with the rows it holds", async () => {
    const saved = await call(ADMIN, 'POST', '/reporting', {
      name: 'Everyone',
      subject: 'patients',
      columns: [
        { kind: 'field', field: 'first_name' },
        { kind: 'field', field: 'created_at' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = (saved.json() as { id: string }).id;
    const total = ((await call(ADMIN, 'GET', `/reporting/${id}/run`)).json() as { total: number }).total;
    const res = await call(ADMIN, 'GET', `/reporting/${id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [logged] = (await list(ADMIN, `?action=export.report&subject=${id}`)).items;
    expect(logged).toMatchObject({ rows: total, subject: { kind: 'report', id } });
    const log = (await call(ADMIN, 'GET', '/reporting/exports')).json() as { data: { row_count: number }[] };
    expect(log.data[0]?.row_count).toBe(total);
    // Another organisation (without reports, here) gets no file.
    expect((await call(INFANTIL, 'GET', `/reporting/${id}/export`)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('"changes" finds the writes: never a read, an export or a sign-in event', async () => {
    const saved = await call(ADMIN, 'POST', '/reporting', {
      name: 'Changed',
      subject: 'patients',
      columns: [{ kind: 'field', field: 'first_name' }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = (saved.json() as { id: string }).id;
    expect((await call(ADMIN, 'GET', `/reporting/${id}/export`)).statusCode).toBe(200);
    expect((await call(ADMIN, 'GET', `/user/${tobi}`)).statusCode).toBe(200);
    // The report's own entries: its creation is a change, its export is not.
    const ofReport = await list(ADMIN, `?action=changes&subject=${id}`);
    expect(ofReport.items.map((e) => e.action)).toEqual(['report.create']);
    expect((await list(ADMIN, `?action=export.&subject=${id}`)).total).toBe(1);
    // A read of the child is there under reads, and not under changes.
    expect((await list(ADMIN, `?action=read.&subject=${tobi}`)).total).toBeGreaterThan(0);
    expect(
      (await list(ADMIN, `?action=changes&subject=${tobi}`)).items.filter((e) =>
        e.action.startsWith('read.'),
      ),
    ).toEqual([]);
    const all = await list(SUPER, '?action=changes&page_size=100');
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.filter((e) => /^(read|export|auth)\./.test(e.action))).toEqual([]);
  });

  it("tells a guardian who at the hospital viewed their family's data, never the viewer's e-mail", async () => {
    // The family's own reads are not listed.
    await call(GUARDIAN, 'GET', `/families/children/${tobi}/usage?days=7`);
    const res = await call(GUARDIAN, 'GET', '/account/record-views');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as {
      items: { action: string; viewer: { role: string }; child: unknown }[];
      total: number;
    };
    expect(page.items).toContainEqual({
      at: expect.any(String),
      action: 'read.patient',
      viewer: { name: expect.any(String), role: 'admin' },
      child: { id: tobi, name: expect.stringContaining('Tobi') },
    });
    expect(page.items.some((i) => i.action === 'read.usage')).toBe(false);
    expect(res.body).not.toContain('@');
    expect((await call(ADMIN, 'GET', '/account/record-views')).statusCode).toBe(403);
  });
});
