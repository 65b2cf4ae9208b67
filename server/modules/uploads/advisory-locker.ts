import type { Lock, Locker, RequestRelease } from '@tus/utils';
import type pg from 'pg';
import { ADVISORY_LOCK_NAMESPACE } from '../../db/client.ts';
import { outsideQueryScope } from '../../db/query-scope.ts';
import { LOCKED, RefusingLocker } from './locker.ts';

/** Advisory-lock namespace of uploads (the migration lock uses ADVISORY_LOCK_NAMESPACE itself). */
const UPLOAD_LOCKS = ADVISORY_LOCK_NAMESPACE + 1;

/** The tus answer when the lock cannot be asked for because the database is unreachable. */
export const LOCK_UNAVAILABLE = {
  status_code: 503,
  body: 'The service is briefly unavailable. Retry later.\n',
};

/**
 * One writer per upload across every server on one PostgreSQL: the lock is a session-level
 * advisory lock keyed by a hash of the upload id, taken with pg_try_advisory_lock so that a second
 * writer on any instance answers 423 at once, as RefusingLocker does within one process.
 *
 * All locks of this process live on one dedicated connection (session locks must be released by
 * the session that took them). A session's advisory locks are re-entrant, so writers within this
 * process are told apart by the in-memory locker first. If that connection is lost, PostgreSQL
 * releases its locks: the next lock opens a new session (a writer that held one keeps writing
 * unprotected until it ends — the window of a database restart).
 */
export class AdvisoryLocker implements Locker {
  private readonly pool: pg.Pool;
  private readonly local = new RefusingLocker();
  private session: Promise<{ client: pg.PoolClient; release: (error?: Error) => void }> | undefined;
  private closed = false;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  private async connection(): Promise<pg.PoolClient> {
    if (this.closed) throw new Error('locker closed');
    // The process's connection, not the request's that happens to open it: a request cancelled
    // when its caller leaves must not take the locks' connection down with it.
    const session = (this.session ??= outsideQueryScope(() => this.pool.connect()).then(
      (client) => {
        // Released once: a lost connection may report more than one error, and close() may race it.
        let released = false;
        const release = (error?: Error) => {
          if (released) return;
          released = true;
          client.release(error);
        };
        client.on('error', (error) => {
          // The connection is gone, and with it every lock it held: the next lock takes a new one.
          if (this.session === session) this.session = undefined;
          release(error);
        });
        return { client, release };
      },
      (error: unknown) => {
        this.session = undefined;
        throw error;
      },
    ));
    return (await session).client;
  }

  private async query(text: string, id: string): Promise<boolean> {
    const client = await this.connection();
    const { rows } = await client.query<{ result: boolean }>(text, [UPLOAD_LOCKS, id]);
    return rows[0]?.result === true;
  }

  newLock(id: string): Lock {
    const local = this.local.newLock(id);
    let held = false;
    return {
      lock: async (signal: AbortSignal, cancel: RequestRelease) => {
        await local.lock(signal, cancel); // 423 for a second writer in this process
        let got: boolean;
        try {
          got = await this.query('select pg_try_advisory_lock($1, hashtext($2)) as result', id);
        } catch {
          await local.unlock();
          throw LOCK_UNAVAILABLE;
        }
        if (!got) {
          await local.unlock();
          throw LOCKED; // another instance is writing this upload
        }
        held = true;
      },
      unlock: async () => {
        if (held) {
          held = false;
          // A lost session has released the lock already; nothing to undo then.
          await this.query('select pg_advisory_unlock($1, hashtext($2)) as result', id).catch(() => false);
        }
        await local.unlock();
      },
    };
  }

  /** Ends the dedicated session (its locks with it), so the pool can close. */
  async close(): Promise<void> {
    this.closed = true;
    const session = this.session;
    this.session = undefined;
    if (session) (await session.catch(() => undefined))?.release();
  }
}
