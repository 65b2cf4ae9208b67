/**
 * The job engine: pg-boss on the database Lantern already runs (PGlite or PostgreSQL), in its own
 * schema `pgboss`, so that work that must happen later survives the process that promised it.
 *
 * - A job is sent in the caller's transaction (`send(…, { tx })`): the row it acts on and the job
 *   are committed together, or neither is.
 * - Cron schedules are kept in the database and run once across every server on it.
 * - A job whose server died while running it is taken up again once it expires.
 *
 * On PGlite (one connection) never call the engine inside a transaction without passing that
 * transaction: pg-boss would wait for the lock the transaction itself holds.
 */
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Clock, type Job, type QueueOptions } from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import { TIME_ZONE } from '../../src/api/contracts/time.ts';

/** One kind of work: its queue's retry policy, an optional cron schedule, and what it does. */
export interface JobSpec<T extends object = object> {
  /** `<module>.<work>`, e.g. `mail.deliver`. */
  name: string;
  /** Retries, backoff, expiry; failures past the limit go to `<name>.dead`. */
  queue?: QueueOptions;
  /** A cron expression in Europe/London: the engine sends the job on that schedule, once across servers. */
  cron?: string;
  /** Does the work. Throwing fails this attempt; the queue's policy decides whether it is retried. */
  run(data: T, job: Job<T>): Promise<unknown>;
  /** Runs when the last attempt failed (the dead letter), e.g. to record the failure where people see it. */
  dead?(data: T, job: Job<T>): Promise<unknown>;
}

export interface SendOptions {
  /** The transaction the job joins: committed with it, or never sent. */
  tx?: Db;
  startAfter?: Date;
  /** With `singletonSeconds`, a second job with the same key in that window is not sent. */
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface QueueHealth {
  /** Seconds the oldest job due to run has waited; null when none waits. */
  oldestWaitingSeconds: number | null;
  /** Jobs whose last attempt failed and that nobody retried yet. */
  failed: number;
}

export interface JobEngine {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Creates the specs' queues and schedules and, in a working process, works them and drops the
   * schedules no spec declares. Once, at start-up, with every spec.
   */
  register(specs: readonly JobSpec[]): Promise<void>;
  /**
   * Sends a job through the queue and resolves once a worker finished it (tests and the
   * command line; throws with the job's error when it failed).
   */
  runNow<T extends object>(name: string, data?: T, timeoutMs?: number): Promise<void>;
  /** When a queued job of `name` next runs (its retry's time), by job id; absent once it ran. */
  dueTimes(name: string, ids: readonly string[]): Promise<Map<string, Date>>;
  /** The queue's state as last measured (every 30 s): reading it costs no query. */
  health(): QueueHealth;
  stop(): Promise<void>;
}

export interface JobEngineOptions {
  database: Database;
  /**
   * Whether this process works the queues and runs the schedules (false: it only sends; a worker
   * process, `npm run worker`, does the work).
   */
  work: boolean;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  /** Time for schedules and retries; tests pass pg-boss's TestClock. */
  clock?: Clock;
  /** How often an idle worker looks for jobs (LISTEN/NOTIFY wakes it earlier where it can). */
  pollingSeconds?: number;
  /** How often the queue's health is measured (30 s). */
  healthEveryMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine; tests run a job now with `runNow`. */
    jobs: JobEngine;
  }
}

const HEALTH_EVERY_MS = 30_000;

export async function startJobEngine(options: JobEngineOptions): Promise<JobEngine> {
  const { database, log } = options;
  const common = {
    schema: 'pgboss',
    useListenNotify: true,
    // A process that only sends leaves the schedules and the queues' upkeep to the workers.
    schedule: options.work,
    supervise: options.work,
    // A job whose server died is found (expired, then retried) within this many seconds of its
    // time limit; pg-boss's minute would keep an e-mail waiting for no reason.
    superviseIntervalSeconds: 15,
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: database.url, max: 3 });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job engine error'));
  boss.on('warning', (warning: unknown) => log.warn({ warning }, 'job engine warning'));
  await boss.start();

  async function register(specs: readonly JobSpec[]): Promise<void> {
    if (options.work) {
      // A schedule this release no longer declares (its work was folded into another job) would
      // keep sending jobs nobody works: the database keeps schedules across releases.
      const declared = new Set(specs.filter((spec) => spec.cron).map((spec) => spec.name));
      for (const schedule of await boss.getSchedules())
        if (!declared.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
    }
    for (const spec of specs) {
      const dead = `${spec.name}.dead`;
      await boss.createQueue(dead);
      // A schedule's run that outlasts its period is not started twice, nor piled up behind.
      const policy = spec.cron ? { policy: 'stately' as const } : {};
      const { policy: _policy, ...settings } = { ...policy, ...spec.queue };
      await boss.createQueue(spec.name, { ...policy, ...spec.queue, deadLetter: dead, notify: true });
      // A queue keeps the settings it was created with: bring them to this release's (and this
      // deployment's) policy. Its kind (policy) and partitioning cannot change once created.
      await boss.updateQueue(spec.name, { ...settings, deadLetter: dead, notify: true });
      if (spec.cron) await boss.schedule(spec.name, spec.cron, {}, { tz: TIME_ZONE });
      if (!options.work) continue;
      const seconds = options.pollingSeconds ?? 5;
      // Retries and delayed jobs raise no notification: the relaxed backstop would hold them back.
      const polling = { pollingIntervalSeconds: seconds, notifyPollingIntervalSeconds: seconds };
      await boss.work<object>(spec.name, polling, async (jobs) => {
        for (const job of jobs)
          await spec.run(job.data, job).catch((error: unknown) => {
            // The queue's policy retries it; the log says which work failed and how often it has.
            log.warn({ err: error, job: spec.name, id: job.id }, `${spec.name} failed`);
            throw error;
          });
      });
      const onDead = spec.dead;
      if (onDead)
        await boss.work<object>(dead, polling, async (jobs) => {
          for (const job of jobs) await onDead(job.data, job);
        });
    }
  }

  let health: QueueHealth = { oldestWaitingSeconds: null, failed: 0 };
  const measure = async () => {
    const result = await boss.getDb().executeSql(
      `select extract(epoch from (now() - min(created_on) filter (where state in ('created', 'retry') and start_after <= now()))) as oldest,
              count(*) filter (where state = 'failed') as failed
         from pgboss.job where name not like '%.dead'`,
    );
    const row = result.rows[0] as { oldest: string | number | null; failed: string | number } | undefined;
    health = {
      oldestWaitingSeconds: row?.oldest == null ? null : Math.round(Number(row.oldest)),
      failed: Number(row?.failed ?? 0),
    };
  };
  await measure();
  const timer = setInterval(
    () =>
      void measure().catch((error: unknown) => log.warn({ err: error }, 'measuring the job queue failed')),
    options.healthEveryMs ?? HEALTH_EVERY_MS,
  );
  timer.unref();

  return {
    send: (name, data, sendOptions = {}) =>
      boss.send(name, data, {
        ...(sendOptions.tx ? { db: fromDrizzle(sendOptions.tx as never, sql) } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.singletonSeconds ? { singletonSeconds: sendOptions.singletonSeconds } : {}),
      }),
    register,
    async runNow(name, data = {} as never, timeoutMs = 30_000) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`${name}: the job was not sent (one is already waiting)`);
      const end = Date.now() + timeoutMs;
      for (;;) {
        const [job] = await boss.findJobs(name, { id });
        if (job?.state === 'completed') return;
        if (job?.state === 'failed') throw new Error(`${name} failed: ${JSON.stringify(job.output)}`);
        if (Date.now() > end) throw new Error(`${name}: not finished after ${timeoutMs} ms (${job?.state})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async dueTimes(name, ids) {
      const due = new Map<string, Date>();
      if (ids.length === 0) return due;
      const result = await boss
        .getDb()
        .executeSql(
          `select id, start_after from pgboss.job where name = $1 and id = any($2::uuid[]) and state in ('created', 'retry')`,
          [name, [...ids]],
        );
      for (const row of result.rows as { id: string; start_after: Date | string }[])
        due.set(row.id, new Date(row.start_after));
      return due;
    },
    health: () => health,
    async stop() {
      clearInterval(timer);
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
