import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { OutboxMessage, Paged, ScheduledOverview } from '../../../src/api/contracts/index.ts';
import { auditLog } from '../../audit/schema.ts';
import { scheduledFailures } from '../../jobs/schema.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { cmsPages } from '../hospital-information/schema.ts';
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
const OTHER_ADMIN = 'admin@infantil.test';
const GUARDIAN = 'guardian@stmarys.test';
const SUPER = 'super@lantern.test';
const DAY = 86_400_000;
/** Words the e-mails' bodies and links hold, which no answer may show. */
const SECRET = 'never-shown-7c1f';

describe.each(databaseTargets)('messages and scheduled work on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const org = { stMarys: '', infantil: '' };
  const ids = { sent: '', failed: '', old: '', infantil: '', productWide: '' };

  beforeAll(async () => {
    // Deliveries go to a mail server (none listens), and no worker takes their jobs: a retried
    // message stays queued with its job, whose due time the screen shows.
    t = await createTestApp(target, { mail: { smtpUrl: 'smtp://127.0.0.1:9' }, jobs: { work: false } });
    call = callerOf(t, await signInAll(t, [ADMIN, OTHER_ADMIN, GUARDIAN, SUPER]));
    const { db } = t.database;
    const idOf = async (urlCode: string) =>
      first(await db.select().from(organisations).where(eq(organisations.urlCode, urlCode))).id;
    org.stMarys = await idOf('stmarys');
    org.infantil = await idOf('infantil');
    const mail = (values: Partial<typeof mailOutbox.$inferInsert> & { subject: string; to: string }) => ({
      text: `Open ${SECRET}`,
      html: `<a href="https://portal.example/reset?token=${SECRET}">Open</a>`,
      link: `https://portal.example/reset?token=${SECRET}`,
      ...values,
    });
    const rows = await db
      .insert(mailOutbox)
      .values([
        mail({
          organisationId: org.stMarys,
          to: 'grace.parent@example.com',
          subject: 'Your Lantern account is ready',
          state: 'sent',
          attempts: 1,
          sentAt: new Date(),
        }),
        mail({
          organisationId: org.stMarys,
          to: 'tobi.family@example.com',
          subject: 'Reset your Lantern password',
          state: 'failed',
          attempts: 15,
          error: 'The mail server refused the address',
        }),
        mail({
          organisationId: org.stMarys,
          to: 'grace.parent@example.com',
          subject: 'An e-mail of long ago',
          state: 'sent',
          createdAt: new Date(Date.now() - 31 * DAY),
        }),
        mail({ organisationId: org.infantil, to: 'familia@example.com', subject: 'Bienvenida a Lantern' }),
        mail({ organisationId: null, to: 'someone@example.com', subject: 'Lantern product news' }),
      ])
      .returning({ id: mailOutbox.id });
    const [sent, failed, old, infantil, productWide] = rows.map((r) => r.id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    Object.assign(ids, { sent, failed, old, infantil, productWide });
  });
  afterAll(() => t.close());

  const list = async (who: string, query = '', headers: Record<string, string> = {}) => {
    const res = await call(who, 'GET', `/messages?size=100${query}`, undefined, headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SECRET);
    return res.json<Paged<OutboxMessage>>();
  };
  const idsOf = (page: Paged<OutboxMessage>) => page.data.map((m) => m.id);

  it("shows an admin their organisation's e-mails of the last 30 days, newest first, never a body or link", async () => {
    const page = await list(ADMIN);
    expect(idsOf(page)).toEqual(expect.arrayContaining([ids.sent, ids.failed]));
    expect(idsOf(page)).not.toContain(ids.old);
    expect(idsOf(page)).not.toContain(ids.infantil);
    expect(idsOf(page)).not.toContain(ids.productWide);
    const created = page.data.map((m) => m.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const failed = page.data.find((m) => m.id === ids.failed);
    expect(failed).toEqual({
      id: ids.failed,
      to: 'tobi.family@example.com',
      subject: 'Reset your Lantern password',
      state: 'failed',
      attempts: 15,
      lastError: 'The mail server refused the address',
      createdAt: expect.any(String),
      sentAt: null,
      nextAttemptAt: null,
      organisation: { id: org.stMarys, name: expect.stringContaining('St Mary') },
    });
    expect(idsOf(await list(OTHER_ADMIN))).toEqual(expect.arrayContaining([ids.infantil]));
    expect(idsOf(await list(OTHER_ADMIN))).not.toContain(ids.failed);
  });

  it('searches recipients and subjects, and filters by state', async () => {
    expect(idsOf(await list(ADMIN, '&search=TOBI.family'))).toEqual([ids.failed]);
    expect(idsOf(await list(ADMIN, '&search=account%20is%20ready'))).toEqual([ids.sent]);
    const failed = await list(ADMIN, '&state=failed&search=example.com');
    expect(idsOf(failed)).toEqual([ids.failed]);
    expect(failed.total).toBe(1);
    expect(idsOf(await list(ADMIN, '&state=queued&search=example.com'))).toEqual([]);
  });

  it("shows the super admin every organisation's e-mails with its name, and product-wide mail", async () => {
    const page = await list(SUPER, '&search=lantern');
    expect(idsOf(page)).toEqual(
      expect.arrayContaining([ids.sent, ids.failed, ids.infantil, ids.productWide]),
    );
    const byId = new Map(page.data.map((m) => [m.id, m]));
    expect(byId.get(ids.infantil)?.organisation).toEqual({ id: org.infantil, name: expect.any(String) });
    expect(byId.get(ids.infantil)?.organisation?.name).not.toBe('');
    expect(byId.get(ids.productWide)?.organisation).toBeNull();
    // With an organisation selected, the super admin reads it as its admin does.
    const selected = await list(SUPER, '&search=lantern', { 'x-organisation-id': org.infantil });
    expect(idsOf(selected)).toEqual([ids.infantil]);
  });

  it('sends a failed e-mail again: queued with a new delivery job, its next attempt shown, audited', async () => {
    const res = await call(ADMIN, 'POST', `/messages/${ids.failed}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SECRET);
    const message = res.json<OutboxMessage>();
    expect(message).toMatchObject({ id: ids.failed, state: 'queued' });
    expect(Date.parse(message.nextAttemptAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const row = first(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids.failed)));
    expect(row.jobId).not.toBeNull();
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.retry'), eq(auditLog.subject, ids.failed)));
    expect(audited).toHaveLength(1);
    // The list shows it queued, with the same next attempt.
    const listed = (await list(ADMIN, '&search=tobi.family')).data[0];
    expect(listed).toMatchObject({ state: 'queued', nextAttemptAt: message.nextAttemptAt });
    // Now queued, it cannot be sent again.
    const again = await call(ADMIN, 'POST', `/messages/${ids.failed}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 409,
      code: 'Conflict',
      message: expect.stringMatching(/failed/),
    });
  });

  it('refuses to retry a sent e-mail, another organisation’s, and a guardian', async () => {
    const sent = await call(ADMIN, 'POST', `/messages/${ids.sent}/retry`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('Only a failed message can be sent again: this one is sent');
    await t.database.db.update(mailOutbox).set({ state: 'failed' }).where(eq(mailOutbox.id, ids.sent));
    const elsewhere = await call(OTHER_ADMIN, 'POST', `/messages/${ids.sent}/retry`);
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await call(OTHER_ADMIN, 'POST', '/messages/00000000-0000-4000-8000-000000000000/retry');
    expect(unknown.json()).toEqual(elsewhere.json());
    const row = first(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids.sent)));
    expect(row.state).toBe('failed');
    expect((await call(GUARDIAN, 'POST', `/messages/${ids.sent}/retry`)).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'GET', '/messages')).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'GET', '/scheduled-work')).statusCode).toBe(403);
  });

  it("lists a page's scheduled publishing and the failed changes, for its organisation only", async () => {
    const { db } = t.database;
    const page = first(
      await db
        .select()
        .from(cmsPages)
        .where(eq(cmsPages.organisationId, org.stMarys))
        .orderBy(asc(cmsPages.pageNumber))
        .limit(1),
    );
    const due = new Date(Date.now() + 2 * DAY);
    await db
      .update(cmsPages)
      .set({ scheduledPublishAt: due })
      .where(and(eq(cmsPages.organisationId, org.stMarys), eq(cmsPages.pageNumber, page.pageNumber)));
    await db.insert(scheduledFailures).values([
      {
        organisationId: org.stMarys,
        kind: 'reminder',
        subject: 'How are you feeling?',
        reason: 'No one to remind',
      },
      {
        organisationId: org.stMarys,
        kind: 'publish',
        subject: 'A change of long ago',
        reason: 'The draft was empty',
        failedAt: new Date(Date.now() - 31 * DAY),
      },
    ]);
    const overview = async (who: string) => {
      const res = await call(who, 'GET', '/scheduled-work');
      expect(res.statusCode).toBe(200);
      return res.json<ScheduledOverview>();
    };
    const mine = await overview(ADMIN);
    const publish = mine.upcoming.find((w) => w.kind === 'publish' && w.dueAt === due.toISOString());
    expect(publish).toMatchObject({
      subject: page.draft.en?.title,
      organisation: { id: org.stMarys, name: expect.stringContaining('St Mary') },
    });
    expect(mine.failures.map((f) => f.subject)).toContain('How are you feeling?');
    expect(mine.failures.map((f) => f.subject)).not.toContain('A change of long ago');
    expect(mine.failures.find((f) => f.subject === 'How are you feeling?')).toMatchObject({
      kind: 'reminder',
      reason: 'No one to remind',
    });

    const theirs = await overview(OTHER_ADMIN);
    expect(theirs.upcoming.map((w) => w.id)).not.toContain(publish?.id);
    expect(theirs.failures.map((f) => f.subject)).not.toContain('How are you feeling?');
    const everyone = await overview(SUPER);
    expect(everyone.upcoming.map((w) => w.id)).toContain(publish?.id);
    const dues = everyone.upcoming.map((w) => w.dueAt);
    expect(dues).toEqual([...dues].sort());
  });
});
