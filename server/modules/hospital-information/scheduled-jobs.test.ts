import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { scheduledFailures } from '../../jobs/schema.ts';
import { auditLog } from '../../audit/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  signInAll,
  type DatabaseTarget,
  type TestApp,
} from '../../test/harness.ts';
import { createDatabase, postgresServer } from '../../../tests/support/postgres.ts';
import { mailsTo } from '../../test/mail.ts';
import { cmsPageVersions } from './schema.ts';
import { ADMIN, GUARDIAN, content } from './test-support.ts';

const DAY = 86_400_000;
const JOB = 'hospital-information.scheduled-changes';

/** A clock the test moves: the servers' `now`. */
function movableClock() {
  let offset = 0;
  return { now: () => Date.now() + offset, jump: (ms: number) => (offset += ms) };
}

describe.each(databaseTargets)('scheduled hospital information changes as jobs on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const clock = movableClock();
  beforeAll(async () => {
    t = await createTestApp(target, { now: clock.now });
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN]));
  });
  afterAll(() => t.close());

  it('publishes when due and tells the admins; a change that can no longer happen is recorded, audited and e-mailed to them', async () => {
    const good = (
      await call(ADMIN, 'POST', '/organisation-cms/pages', { content: content('Open day') })
    ).json();
    const bad = (
      await call(ADMIN, 'POST', '/organisation-cms/pages', { content: content('Flu clinic') })
    ).json();
    for (const page of [good, bad]) {
      const res = await call(ADMIN, 'PUT', `/organisation-cms/pages/${page.pageNumber}/schedule`, {
        publishAt: new Date(clock.now() + DAY).toISOString(),
        unpublishAt: null,
        confirmTranslations: true,
      });
      expect(res.statusCode).toBe(200);
    }
    // The second page's draft is emptied before its time: nothing is left to publish.
    await call(ADMIN, 'POST', '/organisation-cms/save-draft', { pageNumber: bad.pageNumber, content: {} });
    const mailsBefore = (await mailsTo(t.database.db, ADMIN)).length;

    clock.jump(DAY + 60_000);
    await t.app.jobs.runNow(JOB);

    const published = (await call(GUARDIAN, 'GET', '/organisation-cms/published')).body;
    expect(published).toContain('Open day');
    const failures = await t.database.db.select().from(scheduledFailures);
    expect(failures).toEqual([
      expect.objectContaining({
        kind: 'publish',
        reason: 'The page had no title when it was due, so there was nothing to publish.',
      }),
    ]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'scheduled.failed'));
    expect(audited).toHaveLength(1);
    const all = await mailsTo(t.database.db, ADMIN);
    const mails = all.slice(0, all.length - mailsBefore);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'A scheduled change in Lantern did not happen',
      'A scheduled change in Lantern happened',
    ]);
    expect(mails.find((m) => m.subject.endsWith('happened'))?.text).toContain(
      '“Open day” was published as scheduled.',
    );

    // The admins' messages screen lists the failure with the page it concerned.
    const work = (await call(ADMIN, 'GET', '/scheduled-work')).json();
    expect(work.failures).toEqual([
      expect.objectContaining({
        kind: 'publish',
        reason: 'The page had no title when it was due, so there was nothing to publish.',
      }),
    ]);

    // Run again at the same time: nothing is due any more, nothing is told twice.
    await t.app.jobs.runNow(JOB);
    expect(await t.database.db.select().from(scheduledFailures)).toHaveLength(1);
    expect((await mailsTo(t.database.db, ADMIN)).length).toBe(mailsBefore + 2);
  });
});

// CI's PostgreSQL, or a throw-away cluster started here: this never skips.
describe('two servers on one PostgreSQL', () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database };
  let cleanup: () => Promise<void> = async () => undefined;
  const clock = movableClock();
  beforeAll(async () => {
    const server = await postgresServer();
    const created = await createDatabase(server.url, 'lantern_two_servers');
    cleanup = async () => {
      await created.drop();
      server.release();
    };
    const target: DatabaseTarget = { name: 'postgres', open: () => openDatabase({ url: created.url }) };
    t = await createTestApp(target, { now: clock.now, jobs: { pollingSeconds: 1 } });
    const database = await openDatabase({ url: t.database.url });
    const app = await buildApp({ database, tokens: t.tokens, now: clock.now, jobs: { pollingSeconds: 1 } });
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await t?.close();
    await cleanup();
  });

  it('carry out a scheduled publish once: one publish, one audit entry, one notice', async () => {
    const call = callerOf(t, await signInAll(t, [ADMIN]));
    const page = (
      await call(ADMIN, 'POST', '/organisation-cms/pages', { content: content('Sports day') })
    ).json();
    await call(ADMIN, 'PUT', `/organisation-cms/pages/${page.pageNumber}/schedule`, {
      publishAt: new Date(clock.now() + DAY).toISOString(),
      unpublishAt: null,
      confirmTranslations: true,
    });
    clock.jump(DAY + 60_000);
    const { db } = t.database;
    const publishes = () =>
      db
        .select()
        .from(cmsPageVersions)
        .where(and(eq(cmsPageVersions.pageNumber, page.pageNumber), eq(cmsPageVersions.kind, 'published')));
    // Both servers run the every-minute schedule: the next minute's job is taken by one of them.
    await expect.poll(async () => (await publishes()).length, { timeout: 100_000, interval: 1000 }).toBe(1);
    // A second job for the same minute would be taken within a poll or two (1 s) by the other server.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await publishes()).toHaveLength(1);
    const audited = await db.execute(
      sql`select count(*)::int as n from audit_log where action = 'cms.page.publish' and subject = ${String(page.pageNumber)}`,
    );
    expect((audited as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    const notices = (await mailsTo(db, ADMIN)).filter((m) => m.text.includes('“Sports day” was published'));
    expect(notices).toHaveLength(1);
  }, 200_000);
});
