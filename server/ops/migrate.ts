/**
 * The container's first step (scripts/ops/entrypoint.sh): waits until the database of DATABASE_URL
 * answers (PostgreSQL starting beside it), then applies the committed migrations once — under the
 * migration lock, so servers and workers starting together do not race — and exits. With the
 * embedded database (no DATABASE_URL) there is nothing to wait for.
 *
 * `node server/ops/migrate.ts [--wait <seconds>]` (60 by default).
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { describeDatabaseFailure } from '../db/faults.ts';
import { main, OperatorError, say, target } from './common.ts';

async function answers(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return describeDatabaseFailure(error) ?? (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

await main(async () => {
  const { values } = parseArgs({ options: { wait: { type: 'string', default: '60' } } });
  const waitSeconds = Number(values.wait);
  if (!Number.isFinite(waitSeconds) || waitSeconds < 0)
    throw new OperatorError('usage: node server/ops/migrate.ts [--wait <seconds>]', 2);
  const { config, dataDir } = target();
  const url = config.DATABASE_URL;
  if (url) {
    const deadline = performance.now() + waitSeconds * 1000;
    let reason = await answers(url);
    while (reason !== undefined) {
      if (performance.now() >= deadline)
        throw new OperatorError(
          `The database of DATABASE_URL did not answer within ${waitSeconds} s: ${reason}`,
        );
      say(`waiting for the database: ${reason}`);
      await sleep(1_000);
      reason = await answers(url);
    }
  }
  const database = await openDatabase({ url, dataDir: path.resolve(dataDir), statementTimeoutMs: 0 }).catch(
    (error: unknown) => {
      throw new OperatorError(`Cannot migrate the database: ${(error as Error).message}`);
    },
  );
  await database.close();
  say(`database migrated (${database.kind})`);
});
