import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TEMPLATE_ENV, readOutbox, startServer } from '../support/server.ts';
import { createDatabase, postgresServer } from '../support/postgres.ts';
import { startSilentSmtp, startSmtp } from '../../server/test/smtp-stand-in.ts';

const ADMIN = 'admin@stmarys.test';
const root = path.resolve(import.meta.dirname, '../..');

const askForReset = (url: string) =>
  fetch(`${url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN }),
  });

/** Resolves once `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** `npm run worker` on the given settings, until it says it works the queues. */
async function startWorker(env: Record<string, string>) {
  let log = '';
  const child = spawn(process.execPath, ['server/worker.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await until(() => log.includes('worker started') || child.exitCode !== null, 120_000, 'the worker');
  if (child.exitCode !== null) throw new Error(`the worker stopped:\n${log}`);
  return {
    async stop() {
      child.kill('SIGINT');
      await exited;
    },
  };
}

// A server is killed (SIGKILL) after answering a call whose e-mail it had not yet delivered: the
// delivery job was committed with the answer, so the next start delivers it, once.
describe('an e-mail survives the server that promised it', { timeout: 300_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  async function crashMidDelivery(env: Record<string, string>, dataDir: string) {
    // The first mail server never answers: the attempt is under way when the server dies.
    const silent = await startSilentSmtp();
    cleanups.push(silent.close);
    const first = await startServer(
      { ...env, SMTP_URL: silent.url, MAIL_ATTEMPT_TIMEOUT_SECONDS: '3', MAIL_RETRY_DELAY_SECONDS: '1' },
      { dataDir },
    );
    cleanups.push(() => first.kill());
    expect((await askForReset(first.url)).status).toBe(200);
    await until(() => silent.connections() > 0, 30_000, 'the first delivery attempt');
    await first.kill();
  }

  it('on PGlite: the restarted server delivers it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lantern-durable-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const template = process.env[SERVER_TEMPLATE_ENV];
    if (template) await cp(template, dataDir, { recursive: true });
    await crashMidDelivery({}, dataDir);

    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const second = await startServer(
      { SMTP_URL: smtp.url, MAIL_ATTEMPT_TIMEOUT_SECONDS: '3', MAIL_RETRY_DELAY_SECONDS: '1' },
      { dataDir },
    );
    cleanups.push(() => second.stop());
    await until(() => smtp.received.length > 0, 120_000, 'the delivery after the restart');
    const [mail] = await readOutbox(second.url, ADMIN);
    expect(mail).toMatchObject({ subject: 'Reset your Lantern password', state: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([ADMIN]);
  });

  describe('on PostgreSQL, delivered by a worker apart', () => {
    let pgServer: Awaited<ReturnType<typeof postgresServer>>;
    let database: Awaited<ReturnType<typeof createDatabase>>;
    beforeAll(async () => {
      pgServer = await postgresServer();
      database = await createDatabase(pgServer.url, 'lantern_durable');
      cleanups.push(async () => {
        await database.drop();
        pgServer.release();
      });
    });

    it('the worker takes the job the dead server left and delivers it once', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'lantern-durable-pg-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const env = { DATABASE_URL: database.url, JWT_SECRET: 'a-secret-the-processes-share-of-32-chars' };
      await crashMidDelivery(env, dataDir);

      const smtp = await startSmtp();
      cleanups.push(smtp.close);
      const settings = {
        ...env,
        SMTP_URL: smtp.url,
        MAIL_ATTEMPT_TIMEOUT_SECONDS: '3',
        MAIL_RETRY_DELAY_SECONDS: '1',
      };
      // The server now only sends jobs; the worker works them.
      const server = await startServer({ ...settings, SEPARATE_WORKER: 'true' }, { dataDir });
      cleanups.push(() => server.stop());
      const worker = await startWorker({ ...settings, DATA_DIR: dataDir });
      cleanups.push(() => worker.stop());
      await until(() => smtp.received.length > 0, 120_000, 'the worker’s delivery');
      const [mail] = await readOutbox(server.url, ADMIN);
      expect(mail).toMatchObject({ subject: 'Reset your Lantern password', state: 'sent', attempts: 2 });

      // A new e-mail from the server that only sends: the worker delivers it too.
      expect((await askForReset(server.url)).status).toBe(200);
      await until(() => smtp.received.length === 2, 60_000, 'the second delivery');
      expect(smtp.received.every((m) => m.to.includes(ADMIN))).toBe(true);
    });
  });
});
