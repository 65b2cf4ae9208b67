import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiSignIn, nameServerData } from './second-factor.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** The data directory a development first start is copied from (set by server-template.ts). */
export const SERVER_TEMPLATE_ENV = 'LANTERN_E2E_TEMPLATE';

/** How long a start may take before the test fails (the e2e hook timeout is above it). */
export const START_TIMEOUT_MS = 180_000;

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  /** Sends SIGINT (Ctrl-C) and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Ends the process at once (SIGKILL), as a crash would; the data directory stays. */
  kill(): Promise<void>;
}

/** Starts the server expecting it to stop on its own (a bad configuration); resolves with its output. */
export async function startFailing(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: '0',
      DATA_DIR: path.join(tmpdir(), 'lantern-unused'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

/**
 * Starts the real server (`node server/main.ts`, as `npm start` does after building) on a free
 * port with a temporary data directory, and waits until /api/health answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { args?: string[]; dataDir?: string } = {},
): Promise<RunningServer> {
  // A test may choose the port (to name the server by another host, such as localhost for passkeys).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'lantern-e2e-')));
  const ownsDataDir = options.dataDir === undefined;
  // A development first start on PGlite gives what the e2e global setup's template holds (the
  // migrated, seeded database): copy it rather than seed again. A start on a directory of the
  // test's own, on PostgreSQL or in production keeps the real first-start path under test.
  const template = process.env[SERVER_TEMPLATE_ENV];
  const firstDevStart =
    ownsDataDir && !env.DATABASE_URL && env.NODE_ENV !== 'production' && !options.args?.length;
  if (template && firstDevStart) await cp(template, dataDir, { recursive: true });
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts', ...(options.args ?? [])], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(root, 'dist'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // E-mailed links must point at this server, and the suite signs in more often than the
      // per-address limit of public auth calls allows a person.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT: '1000',
      // A request on a loaded test machine may wait for PGlite longer than the 1 s a server in use
      // allows before it answers busy: these tests check behaviour, not capacity.
      DATABASE_QUEUE_WAIT_MS: '30000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  nameServerData(url, env.DATABASE_URL || dataDir);
  // Generous: a first start migrates and seeds, which takes a minute or more on a loaded machine.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server did not answer /api/health in ${START_TIMEOUT_MS / 1000} s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      const code = await exited;
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  link: string | null;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
}

/**
 * The development outbox for one address, newest first. Only a signed-in super admin may read it
 * (it holds reset links), so this signs in as the demo one first.
 */
export async function readOutbox(url: string, to: string): Promise<OutboxMail[]> {
  const { access_token } = await apiSignIn(url, 'super@lantern.test', 'Lantern-demo-2026!');
  const res = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  if (!res.ok) throw new Error(`the outbox answered ${res.status}`);
  return ((await res.json()) as { mails: OutboxMail[] }).mails;
}
