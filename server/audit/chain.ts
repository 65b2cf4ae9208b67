import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The hash the first entry of the chain links to. */
export const GENESIS_HASH = '0'.repeat(64);
/** The action of the entry the retention prune leaves: the last removed entry's seq and hash. */
export const PRUNED_ACTION = 'audit.pruned';

export type ChainCheck =
  | { intact: true; entries: number }
  | {
      intact: false;
      entries: number;
      /** The first entry that does not hold (or, for a gap, the entry after it). */
      broken: { seq: number; id: string | null; reason: string };
    };

interface Link {
  id: string;
  seq: string;
  prev_hash: string;
  hash: string;
  computed: string;
}

const BATCH = 1000;

/** The rows of a raw query, on PGlite and PostgreSQL alike. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  return (await db.execute(query)) as unknown as { rows: T[] };
}

/** Where the chain must start: after the newest prune's last removed entry, or at the beginning. */
async function startOf(db: Db): Promise<{ seq: number; hash: string }> {
  const { rows } = await rowsOf<{ last_seq: string | null; last_hash: string | null }>(
    db,
    sql`select detail->>'last_seq' as last_seq, detail->>'last_hash' as last_hash from audit_log
        where action = ${PRUNED_ACTION} order by seq desc limit 1`,
  );
  const anchor = rows[0];
  if (!anchor?.last_seq || !anchor.last_hash) return { seq: 0, hash: GENESIS_HASH };
  return { seq: Number(anchor.last_seq), hash: anchor.last_hash };
}

/**
 * Walks the audit log in chain order and recomputes every entry's hash: an entry edited (its hash
 * no longer matches its content), removed (a gap in seq, or a broken link) or moved (a link to the
 * wrong entry) is reported, the first one found. Removing the newest entries leaves no trace in the
 * chain itself: operations compares the count and last hash with an earlier check (docs/operations.md).
 */
export async function checkAuditChain(db: Db): Promise<ChainCheck> {
  const expected = await startOf(db);
  let entries = 0;
  let after = -1;
  for (;;) {
    const { rows } = await rowsOf<Link>(
      db,
      sql`select id, seq, prev_hash, hash, audit_log_hash(prev_hash, audit_log) as computed
          from audit_log where seq > ${after} order by seq limit ${BATCH}`,
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      const broken = (reason: string): ChainCheck => ({
        intact: false,
        entries,
        broken: { seq, id: row.id, reason },
      });
      if (seq !== expected.seq + 1)
        return broken(
          seq > expected.seq + 1
            ? `entries ${expected.seq + 1}–${seq - 1} are missing`
            : `entry ${seq} is out of order`,
        );
      if (row.prev_hash !== expected.hash) return broken(`entry ${seq} does not link to the entry before it`);
      if (row.computed !== row.hash) return broken(`entry ${seq} was changed after it was written`);
      expected.seq = seq;
      expected.hash = row.hash;
      entries += 1;
    }
    if (rows.length < BATCH) return { intact: true, entries };
    after = expected.seq;
  }
}

/** The check's verdict as one line for an operator. */
export const describeCheck = (check: ChainCheck): string =>
  check.intact
    ? `audit chain intact: ${check.entries} entries`
    : `audit chain broken at entry ${check.broken.seq}${check.broken.id ? ` (id ${check.broken.id})` : ''}: ${check.broken.reason} (${check.entries} entries intact before it)`;
