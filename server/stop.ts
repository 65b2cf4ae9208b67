import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from './db/client.ts';
import { activeTracing } from './telemetry.ts';

/** Closes the app (running jobs finish first) and the database on SIGINT or SIGTERM. */
export function stopOnSignals(logger: Logger, app: FastifyInstance, database: Database): void {
  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await app.close();
    await database.close();
    // The spans of the last requests, sent before the process ends.
    await activeTracing()?.shutdown();
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
