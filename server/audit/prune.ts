import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AuditLog } from './audit-log.ts';
import { AUDIT_RETENTION_YEARS } from '../../src/api/contracts/retention.ts';
import { PRUNED_ACTION, rowsOf } from './chain.ts';

/**
 * Removes the entries older than the retention, oldest first and only as an unbroken run from the
 * start of the chain (an old entry after a younger one waits), then records an anchor entry with the
 * last removed entry's seq and hash so the chain check starts there and still sees any other gap.
 * Returns how many entries were removed.
 */
export async function pruneAudit(db: Db, audit: AuditLog): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('lantern.audit_prune', 'on', true)`);
    const cutoff = sql`now() - make_interval(years => ${AUDIT_RETENTION_YEARS})`;
    const { rows } = await rowsOf<{ last_seq: string | null }>(
      tx,
      sql`select coalesce(
            (select min(seq) from audit_log where at >= ${cutoff}) - 1,
            (select max(seq) from audit_log)
          ) as last_seq`,
    );
    const lastSeq = Number(rows[0]?.last_seq ?? 0);
    const { rows: last } = await rowsOf<{ seq: string; hash: string }>(
      tx,
      sql`select seq, hash from audit_log where seq <= ${lastSeq} order by seq desc limit 1`,
    );
    const edge = last[0];
    if (!edge) return 0;
    const { rows: removed } = await rowsOf<{ n: number }>(
      tx,
      sql`with gone as (delete from audit_log where seq <= ${lastSeq} returning 1) select count(*)::int as n from gone`,
    );
    await audit.record(
      {
        actorId: null,
        organisationId: null,
        action: PRUNED_ACTION,
        subject: null,
        detail: { last_seq: Number(edge.seq), last_hash: edge.hash, retention_years: AUDIT_RETENTION_YEARS },
        rows: removed[0]?.n ?? 0,
      },
      tx,
    );
    return removed[0]?.n ?? 0;
  });
}
