import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createDatabaseMonitor, type DatabaseMonitor } from './monitor.ts';
import { ScopedPool } from './query-scope.ts';
import {
  DEFAULT_REQUEST_QUEUE,
  queueRequestStatements,
  type RequestQueue,
  type RequestQueueOptions,
} from './pglite-queue.ts';

/**
 * A database or a transaction. Queries are written with the query builder over the tables the
 * modules declare (server/schema.ts), so the connection needs no schema of its own.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether the database is reachable, kept current in the background (health reads it). */
  monitor: DatabaseMonitor;
  /** The connection pool on PostgreSQL (the upload locker holds one connection of its own). */
  pool?: pg.Pool;
  /** The PostgreSQL server's address, for the job engine's own small pool. */
  url?: string;
  /** On PostgreSQL, how long a statement of the pool may run (0: no limit). */
  statementTimeoutMs?: number;
  /** The embedded database itself, which the job engine shares (it has a single connection). */
  pglite?: PGlite;
  /** On PGlite, the bounded line HTTP requests wait in for the database (server/db/pglite-queue.ts). */
  requestQueue?: RequestQueue;
  close(): Promise<void>;
}

/** Where connection trouble is told; the server passes its pino logger. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  /**
   * In-memory PGlite started from this dump of a data directory (`PGlite.dumpDataDir`) instead of
   * an empty one: the server tests' template, already migrated — creating an empty cluster is most of
   * PGlite's start-up. The committed migrations still run (those already applied are skipped).
   */
  loadDataDir?: Blob;
  log?: DatabaseLog;
  /** Between background probes while the database is up (5 s by default). */
  probeIntervalMs?: number;
  /**
   * PostgreSQL ends any statement of the server's pool that runs longer (15 s by default; 0 for
   * none). Migrations and the job engine's own pool are not bound by it.
   */
  statementTimeoutMs?: number;
  /** On PGlite, how many HTTP requests may wait for the database and for how long (64, 1 s by default). */
  requestQueue?: RequestQueueOptions;
  /**
   * On PostgreSQL, HTTP requests that may wait for one of the pool's connections before the next is
   * refused as busy (no limit by default: the pool's own line, bounded by connectionTimeoutMillis).
   */
  poolWaitingLimit?: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/** Namespace (first key) of the server's PostgreSQL advisory locks; the second key names what is locked. */
export const ADVISORY_LOCK_NAMESPACE = 0x4c616e74; // "Lant"
const MIGRATION_LOCK = 0;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and applies the committed migrations: PostgreSQL when `url` is given,
 * otherwise embedded PGlite in `dataDir` (or in memory when `dataDir` is undefined).
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const log = options.log;
  const onChange = (up: boolean) =>
    up
      ? log?.info({}, 'database reachable again')
      : log?.warn({}, 'database unreachable: answering 503 until it is back');
  if (options.url) {
    // A connection attempt that hangs (host gone) fails after 5 s instead of holding the request.
    // Connections know the request holding them, so a request whose caller left can be cancelled.
    const pool = new ScopedPool(
      {
        connectionString: options.url,
        max: 10,
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
        statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
        // No just-in-time compilation: the API's queries are short, and compiling one costs more than
        // it saves. A year of retention at 50,000 patients, estimated over jit_optimize_above_cost,
        // spent 466 of its 528 ms compiling (docs/performance.md).
        options: '-c jit=off',
      },
      options.poolWaitingLimit,
    );
    // An idle connection the server drops (restart, admin shutdown, network) is reported here;
    // without a listener Node would end the process. The pool has already discarded it.
    pool.on('error', (error) => {
      log?.warn(
        { code: (error as { code?: string }).code, message: error.message },
        'database connection lost',
      );
      // One dropped connection need not mean an outage: find out now.
      monitor.check();
    });
    const db = drizzlePg(pool);
    const probe = probeConnection(options.url);
    const monitor = createDatabaseMonitor({
      probe: probe.run,
      intervalMs: options.probeIntervalMs,
      onChange,
    });
    pool.on('connect', (client) => {
      // A connection lost while checked out (a transaction, the migration, the upload locker)
      // is reported on the client itself: the query in flight fails, the pool discards the
      // client when it comes back. Without this listener the 'error' event would end the process.
      // (An idle client's loss also reaches the pool's listener above, which logs it.)
      client.on('error', () => undefined);
      monitor.markUp();
    });
    try {
      await migrate(pool);
    } catch (error) {
      monitor.stop();
      await monitor.settled();
      await probe.close();
      await pool.end().catch(() => undefined);
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      monitor,
      pool,
      url: options.url,
      statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      close: async () => {
        monitor.stop();
        await monitor.settled();
        await probe.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // pg_trgm: the name searches' trigram indexes (as on PostgreSQL, where it ships with the server).
  const extensions = { pg_trgm };
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  const requestQueue = queueRequestStatements(client, options.requestQueue ?? DEFAULT_REQUEST_QUEUE);
  const monitor = createDatabaseMonitor({
    probe: () => db.execute(sql`select 1`),
    intervalMs: options.probeIntervalMs,
    // In-process: never unreachable, only busy (one query at a time) — a slow answer is no outage.
    timeoutMs: Infinity,
    onChange,
  });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    monitor,
    pglite: client,
    requestQueue,
    close: async () => {
      monitor.stop();
      await monitor.settled();
      await client.close();
    },
  };
}

/**
 * The probe's own connection, outside the pool: a pool busy with slow requests is no outage, and
 * must not make health say the database is down. Reopened after any failure.
 */
function probeConnection(url: string): { run(): Promise<unknown>; close(): Promise<void> } {
  let client: pg.Client | undefined;
  const once = async () => {
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
        fresh.on('error', () => undefined); // lost while idle: the next probe reconnects
        client = fresh;
        await fresh.connect();
      }
      return await client.query('select 1');
    } catch (error) {
      const broken = client;
      client = undefined;
      await broken?.end().catch(() => undefined);
      throw error;
    }
  };
  // A kept connection may have been dropped on its own (the server ended idle sessions): only a
  // fresh connection failing too says the database is unreachable.
  const run = () => (client ? once().catch(once) : once());
  const close = async () => {
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
  return { run, close };
}

/** Migrates under an advisory lock, so that servers started together on one database take turns. */
async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: unknown;
  try {
    // A migration may build an index over a large table: the pool's statement timeout is not for it.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1, $2)', [ADVISORY_LOCK_NAMESPACE, MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    // Ending the session releases the lock too: a broken connection is discarded, not reused.
    await client
      .query('select pg_advisory_unlock($1, $2)', [ADVISORY_LOCK_NAMESPACE, MIGRATION_LOCK])
      .catch((e: unknown) => {
        failure ??= e;
      });
    // Discarded rather than reused: its session has no statement timeout.
    client.release(failure instanceof Error ? failure : true);
  }
}
