/**
 * `npm run worker`: a process that works Lantern's jobs (e-mail delivery, scheduled publishing,
 * reminders, sweeps) and answers no requests. Run one or more beside servers started with
 * SEPARATE_WORKER=true, on the same DATABASE_URL; each job runs once across all of them.
 */
import { boot } from './boot.ts';
import { stopOnSignals } from './stop.ts';

const { logger, database, app } = await boot('worker');
await app.ready();
stopOnSignals(logger, app, database);
logger.info({ database: database.kind }, 'worker started: working the job queues');
