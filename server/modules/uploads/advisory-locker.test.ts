import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, postgresServer } from '../../../tests/support/postgres.ts';
import { AdvisoryLocker, LOCK_UNAVAILABLE } from './advisory-locker.ts';
import { LOCKED } from './locker.ts';

const noCancel = () => undefined;
const signal = () => new AbortController().signal;

// Two lockers on two pools stand for two servers on one PostgreSQL.
describe('the upload lock shared through PostgreSQL advisory locks', () => {
  let server: Awaited<ReturnType<typeof postgresServer>>;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let pools: pg.Pool[];
  let a: AdvisoryLocker;
  let b: AdvisoryLocker;
  beforeAll(async () => {
    server = await postgresServer();
    database = await createDatabase(server.url, 'lantern_locks');
    pools = [
      new pg.Pool({ connectionString: database.url }),
      new pg.Pool({ connectionString: database.url }),
    ];
    // As the server's own pool does (server/db/client.ts): a connection ended while idle (the test below
    // ends the lock holders' sessions, as a restart would) is dropped, not an unhandled error.
    for (const pool of pools) pool.on('error', () => undefined);
    a = new AdvisoryLocker(pools[0] as pg.Pool);
    b = new AdvisoryLocker(pools[1] as pg.Pool);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.all((pools ?? []).map((p) => p.end()));
    await database?.drop();
    server?.release();
  });

  it('refuses a second writer on the other server (423) until the first lets go', async () => {
    const first = a.newLock('upload-1');
    await first.lock(signal(), noCancel);
    await expect(b.newLock('upload-1').lock(signal(), noCancel)).rejects.toBe(LOCKED);
    // Another upload is not held up.
    const other = b.newLock('upload-2');
    await other.lock(signal(), noCancel);
    await other.unlock();
    await first.unlock();
    const second = b.newLock('upload-1');
    await second.lock(signal(), noCancel);
    await expect(a.newLock('upload-1').lock(signal(), noCancel)).rejects.toBe(LOCKED);
    await second.unlock();
  });

  it('refuses a second writer on the same server too, though its session could take the lock again', async () => {
    const first = a.newLock('upload-3');
    await first.lock(signal(), noCancel);
    await expect(a.newLock('upload-3').lock(signal(), noCancel)).rejects.toBe(LOCKED);
    await first.unlock();
    const again = a.newLock('upload-3');
    await again.lock(signal(), noCancel);
    await again.unlock();
  });

  it('frees the locks of a server whose connection is lost, and answers 503 while the database is unreachable', async () => {
    const held = a.newLock('upload-4');
    await held.lock(signal(), noCancel);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    // End the locking session of server a, as a database restart would. Only in this test's own
    // database: the PostgreSQL server is shared with the other test files, whose transactions
    // hold advisory locks of their own.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and granted and pid <> pg_backend_pid()
          and database = (select oid from pg_database where datname = current_database())`,
    );
    await admin.end();
    const taken = b.newLock('upload-4');
    await expect
      .poll(() =>
        taken.lock(signal(), noCancel).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    await taken.unlock();
    await held.unlock();

    const gone = new AdvisoryLocker(
      new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none' }),
    );
    await expect(gone.newLock('upload-5').lock(signal(), noCancel)).rejects.toBe(LOCK_UNAVAILABLE);
    // The refused lock left nothing behind in this process.
    await expect(gone.newLock('upload-5').lock(signal(), noCancel)).rejects.toBe(LOCK_UNAVAILABLE);
  });
});
