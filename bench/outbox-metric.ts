/**
 * `node bench/outbox-metric.ts`: what a metrics scrape's one database read (server/http/metrics-queries.ts,
 * the job queues and the mail outbox) costs as the outbox grows. Every e-mail stays in `mail_outbox` (its
 * body erased after the retention period, its row kept for the messages screen's count), so a large
 * hospital's outbox holds millions of sent rows. ROWS sent e-mails (1,000,000 by default) and 50 queued are
 * written to the bench's data (bench/lib/data.ts, PGlite unless DATABASE_URL is set), then the read runs
 * RUNS times (20 by default): the mean. Prometheus scrapes every 15–60 s, from every server.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from './lib/data.ts';
import { openDatabase } from '../server/db/client.ts';
import { readBacklog } from '../server/http/metrics-queries.ts';
import { startJobEngine } from '../server/jobs/engine.ts';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 20);
const dataDir = process.env.DATABASE_URL
  ? undefined
  : path.join(mkdtempSync(path.join(tmpdir(), 'lantern-outbox-metric-')), 'data');
if (dataDir) await prepareDatabase({ dataDir });
const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir });
const db = database.db;
// The job queues' tables (pg-boss's schema), as a server makes them; nothing is worked.
const jobs = await startJobEngine({ database, work: false, log: console });

const started = performance.now();
// In slices of 100,000: one statement's rows are held in memory until it ends.
for (let from = 1; from <= ROWS; from += 100_000) {
  const to = Math.min(ROWS, from + 99_999);
  await db.execute(sql`
    insert into mail_outbox ("to", subject, text, html, state, attempts, sent_at, created_at)
    select 'guardian' || g || '@example.test', 'A questionnaire from St Mary''s', '', '', 'sent', 1,
           now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(${from}::int, ${to}::int) g`);
}
await db.execute(sql`
  insert into mail_outbox ("to", subject, text, html)
  select 'waiting' || g || '@example.test', 'Reset your password', 'text', '<p>html</p>'
    from generate_series(1, 50) g`);
await db.execute(sql`analyze mail_outbox`);
console.log(
  `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load ${loadavg()[0]?.toFixed(2)}: ` +
    `${ROWS.toLocaleString('en-GB')} sent e-mails written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

await readBacklog(db);
const begun = performance.now();
let outbox: Awaited<ReturnType<typeof readBacklog>>['outbox'] = [];
for (let i = 0; i < RUNS; i += 1) ({ outbox } = await readBacklog(db));
console.log(
  `a scrape's read (readBacklog), mean of ${RUNS}: ${((performance.now() - begun) / RUNS).toFixed(1)} ms`,
);
console.log(`the outbox as the scrape saw it: ${JSON.stringify(outbox)}`);
await jobs.stop();
await database.close();
