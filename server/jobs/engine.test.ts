import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { databaseTargets } from '../test/harness.ts';
import { startJobEngine, type JobEngine, type JobSpec } from './engine.ts';

/** Resolves once `check` holds, polling; fails after `ms`. */
async function eventually(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const silent = { error: () => undefined, warn: () => undefined };

describe.each(databaseTargets)('the job engine on $name', (target) => {
  let database: Database;
  let engine: JobEngine;
  const done: string[] = [];
  const attempts = new Map<string, number>();
  const dead: string[] = [];

  const specs: JobSpec[] = [
    {
      name: 'test.record',
      run: async (data) => {
        done.push((data as { word: string }).word);
      },
    },
    {
      name: 'test.flaky',
      queue: { retryLimit: 3, retryDelay: 1 },
      run: async (data) => {
        const { word } = data as { word: string };
        const n = (attempts.get(word) ?? 0) + 1;
        attempts.set(word, n);
        if (n < 3) throw new Error(`attempt ${n} refused`);
        done.push(word);
      },
    },
    {
      name: 'test.broken',
      queue: { retryLimit: 1, retryDelay: 1 },
      run: async () => {
        throw new Error('always refused');
      },
      dead: async (data) => {
        dead.push((data as { word: string }).word);
      },
    },
  ];

  beforeAll(async () => {
    database = await target.open();
    engine = await startJobEngine({
      database,
      work: true,
      log: silent,
      pollingSeconds: 0.5,
      healthEveryMs: 200,
    });
    await engine.register(specs);
  });
  afterAll(async () => {
    await engine?.stop();
    await database?.close();
  });

  it('works a job it was sent', async () => {
    await engine.send('test.record', { word: 'first' });
    await eventually(() => done.includes('first'));
  });

  it('retries a failing job until it succeeds, as its queue allows', async () => {
    await engine.send('test.flaky', { word: 'third-time' });
    await eventually(() => done.includes('third-time'));
    expect(attempts.get('third-time')).toBe(3);
  });

  it('hands a job that failed every attempt to its dead letter', async () => {
    await engine.send('test.broken', { word: 'lost' });
    await eventually(() => dead.includes('lost'));
    expect(done).not.toContain('lost');
    // Health counts it among the failed, from its last measure.
    await eventually(() => engine.health().failed === 1);
  });

  it("sends a job with its caller's transaction: committed together, or not at all", async () => {
    await database.db
      .transaction(async (tx) => {
        await engine.send('test.record', { word: 'rolled-back' }, { tx });
        throw new Error('the caller changed its mind');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await engine.send('test.record', { word: 'committed' }, { tx });
    });
    await eventually(() => done.includes('committed'));
    // The committed job was sent after the rolled-back one: had that one existed, it was worked first.
    expect(done).not.toContain('rolled-back');
  });

  it('drops a schedule the release no longer declares, and keeps the ones it does', async () => {
    const scheduled = async () =>
      (
        (await database.db.execute(sql`select name from pgboss.schedule order by name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows.map((row) => row.name);
    const run = async () => undefined;
    const before = await startJobEngine({ database, work: true, log: silent });
    await before.register([
      { name: 'test.folded', cron: '0 3 * * *', run },
      { name: 'test.kept', cron: '0 4 * * *', run },
    ]);
    await before.stop();
    expect(await scheduled()).toEqual(['test.folded', 'test.kept']);
    const after = await startJobEngine({ database, work: true, log: silent });
    await after.register([{ name: 'test.kept', cron: '0 4 * * *', run }]);
    await after.stop();
    expect(await scheduled()).toEqual(['test.kept']);
  });
});
