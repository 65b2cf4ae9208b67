import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** One job queue as a scrape sees it. */
export interface QueueBacklog {
  queue: string;
  /** Jobs due to run now that no worker has taken yet. */
  waiting: number;
  /** Seconds the oldest of them has waited; null when none waits. */
  oldestWaitingSeconds: number | null;
  /** Jobs whose last attempt failed. */
  failed: number;
}

export interface Backlog {
  queues: QueueBacklog[];
  /** E-mails of the outbox still waiting or failed, by state (queued, failed). */
  outbox: { state: string; count: number }[];
}

interface Row {
  kind: 'queue' | 'mail';
  name: string;
  waiting: string | number;
  oldest: string | number | null;
  failed: string | number | null;
}

/**
 * The job queues (pg-boss's tables, schema `pgboss`, on the same database) and the mail outbox, in
 * one statement: what a scrape reads, once per scrape. Every queue is listed, an idle one with zeros.
 * Of the outbox only the e-mails not sent, through their own index: the sent ones, every e-mail ever
 * sent, are counted as they go (`lantern_mail_sent_total`); counting them here read every row at
 * every scrape (bench/outbox-metric.ts).
 */
export async function readBacklog(db: Db): Promise<Backlog> {
  const due = sql.raw(`j.state in ('created', 'retry') and j.start_after <= now()`);
  const result = await db.execute(sql`
    select 'queue' as kind, q.name,
           count(j.id) filter (where ${due}) as waiting,
           extract(epoch from (now() - min(j.created_on) filter (where ${due}))) as oldest,
           count(j.id) filter (where j.state = 'failed') as failed
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'failed')
     group by q.name
    union all
    select 'mail', state, count(*), null, null from mail_outbox where state <> 'sent' group by state`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    queues: rows
      .filter((r) => r.kind === 'queue')
      .map((r) => ({
        queue: r.name,
        waiting: Number(r.waiting),
        oldestWaitingSeconds: r.oldest === null ? null : Number(r.oldest),
        failed: Number(r.failed ?? 0),
      })),
    outbox: rows.filter((r) => r.kind === 'mail').map((r) => ({ state: r.name, count: Number(r.waiting) })),
  };
}
