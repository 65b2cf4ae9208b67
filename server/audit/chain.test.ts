import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkAuditChain, describeCheck, rowsOf } from './chain.ts';
import { AUDIT_RETENTION_YEARS } from '../../src/api/contracts/retention.ts';
import { createAuditLog } from './audit-log.ts';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness.ts';

describe.each(databaseTargets)('the audit chain on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const entryAt = async (offset: number) =>
    (
      await rowsOf<{ id: string; seq: string; action: string }>(
        db(),
        sql`select id, seq, action from audit_log order by seq offset ${offset} limit 1`,
      )
    ).rows[0] as { id: string; seq: string; action: string };
  /** Someone with direct access to the database: the guard trigger switched off for one statement. */
  const tamper = async (statement: ReturnType<typeof sql>) =>
    db().transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_guard`);
      await tx.execute(statement);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_guard`);
    });

  it('links every entry of every insert path, and the check says the chain is intact', async () => {
    await t.signIn('admin@stmarys.test');
    await createAuditLog(db()).record({
      actorId: null,
      organisationId: null,
      action: 'test.entry',
      detail: { n: 1 },
    });
    const check = await checkAuditChain(db());
    const { rows } = await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from audit_log`);
    expect(check).toEqual({ intact: true, entries: rows[0]?.n });
    expect(describeCheck(check)).toBe(`audit chain intact: ${rows[0]?.n} entries`);
    const firstEntry = await entryAt(0);
    expect(Number(firstEntry.seq)).toBe(1);
  });

  /** The database's own message (drizzle wraps it in a "Failed query" error). */
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => 'done',
      (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
    );

  it('refuses to change, delete or empty the log', async () => {
    expect(await refusal(db().execute(sql`update audit_log set action = 'x'`))).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refusal(db().execute(sql`delete from audit_log`))).toMatch(/append-only: DELETE/);
    expect(await refusal(db().execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE/);
    // Not even the prune's switch lets a recent entry go.
    expect(
      await refusal(
        db().transaction(async (tx) => {
          await tx.execute(sql`select set_config('lantern.audit_prune', 'on', true)`);
          await tx.execute(sql`delete from audit_log`);
        }),
      ),
    ).toMatch(/append-only: DELETE/);
  });

  it('finds an edited entry, and is intact again once it is put back', async () => {
    const victim = await entryAt(3);
    await tamper(sql`update audit_log set action = 'auth.nothing-to-see' where id = ${victim.id}`);
    const check = await checkAuditChain(db());
    expect(check).toMatchObject({ intact: false, entries: 3, broken: { seq: 4, id: victim.id } });
    expect(describeCheck(check)).toMatch(/^audit chain broken at entry 4 .*changed after it was written/);
    await tamper(sql`update audit_log set action = ${victim.action} where id = ${victim.id}`);
    expect((await checkAuditChain(db())).intact).toBe(true);
  });

  it('finds entries swapped in the chain', async () => {
    const [a, b] = [await entryAt(1), await entryAt(2)];
    const swap = async () => {
      await tamper(sql`update audit_log set seq = -1 where id = ${a.id}`);
      await tamper(sql`update audit_log set seq = ${a.seq} where id = ${b.id}`);
      await tamper(sql`update audit_log set seq = ${b.seq} where id = ${a.id}`);
    };
    await swap();
    expect(await checkAuditChain(db())).toMatchObject({ intact: false, broken: { seq: 2, id: b.id } });
    [a.seq, b.seq] = [b.seq, a.seq];
    await swap();
    expect((await checkAuditChain(db())).intact).toBe(true);
  });

  it('finds a removed entry', async () => {
    const victim = await entryAt(5);
    await tamper(sql`delete from audit_log where id = ${victim.id}`);
    const check = await checkAuditChain(db());
    expect(check).toMatchObject({ intact: false, entries: 5, broken: { seq: 7 } });
    expect(describeCheck(check)).toContain('entries 6–6 are missing');
  });

  it('the prune removes only entries past the retention, oldest first, and leaves an anchor the check starts from', async () => {
    expect(AUDIT_RETENTION_YEARS).toBe(8);
    // Put the removed entry back under a fresh chain: a new database would be slower.
    await tamper(sql`delete from audit_log where seq > 5`);
    const old = sql`now() - interval '9 years'`;
    await tamper(sql`update audit_log set at = ${old} where seq <= 3`);
    await createAuditLog(db()).record({ actorId: null, organisationId: null, action: 'test.after' });
    await t.app.jobs.runNow('audit.prune');
    const { rows } = await rowsOf<{ seq: string; action: string; rows: number | null; detail: unknown }>(
      db(),
      sql`select seq, action, rows, detail from audit_log order by seq`,
    );
    expect(rows.map((r) => Number(r.seq))).toEqual([4, 5, 6, 7]);
    const anchor = rows.at(-1);
    expect(anchor).toMatchObject({
      action: 'audit.pruned',
      rows: 3,
      detail: { last_seq: 3, retention_years: 8 },
    });
    expect(await checkAuditChain(db())).toEqual({ intact: true, entries: 4 });
    // A gap after the anchor is still found.
    await tamper(sql`delete from audit_log where seq = 4`);
    expect(await checkAuditChain(db())).toMatchObject({ intact: false, broken: { seq: 5 } });
  });
});
