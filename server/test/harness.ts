import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openDatabase, type Database } from '../db/client.ts';
import type { RequestQueueOptions } from '../db/pglite-queue.ts';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemo } from '../seed.ts';
import { createTokenIssuer, type TokenIssuer } from '../auth/tokens.ts';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, onPostgresServer } from './pglite-template.ts';
import { TEST_SECRET } from './test-secret.ts';

export { TEST_SECRET };

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
  /** A fresh database already holding the demo data set (as `seedDemo` without app activity), when cheaper. */
  openSeeded?(): Promise<Database> | undefined;
}

/**
 * A fresh database of the given PostgreSQL server, dropped when closed: a copy of one of the
 * server project's template databases (pglite-template.ts) when there is one, else empty.
 */
async function freshPostgres(adminUrl: string, template?: 'migrated' | 'seeded'): Promise<Database> {
  const name = `lantern_test_${randomBytes(6).toString('hex')}`;
  const prefix = process.env[POSTGRES_TEMPLATE_ENV];
  await onPostgresServer(
    adminUrl,
    prefix && template ? `CREATE DATABASE ${name} TEMPLATE ${prefix}_${template}` : `CREATE DATABASE ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await onPostgresServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const templates = new Map<string, Blob>();

/**
 * A PGlite data directory the server project's global setup dumped (pglite-template.ts): migrated,
 * or migrated and seeded with the demo data set. Undefined outside that project.
 */
function pgliteTemplate(name: 'migrated' | 'seeded'): Blob | undefined {
  const dir = process.env[PGLITE_TEMPLATE_ENV];
  if (!dir) return undefined;
  let blob = templates.get(name);
  if (!blob) templates.set(name, (blob = new Blob([readFileSync(path.join(dir, `${name}.tar`))])));
  return blob;
}

/**
 * How long a test's request may wait for PGlite before it is refused as busy: the server's 1 s is a
 * capacity limit, and a test on a loaded machine (a job's statement, a slow export before it) is not
 * a capacity measure. The busy line's own tests give their small limits (server/http/busy-database.test.ts).
 */
export const TEST_REQUEST_QUEUE: RequestQueueOptions = { limit: 64, waitMs: 30_000 };

/** In-memory PGlite from the templates, with this line for HTTP requests (the tests' patient one otherwise). */
export function pgliteTarget(requestQueue: RequestQueueOptions = TEST_REQUEST_QUEUE): DatabaseTarget {
  return {
    name: 'pglite',
    open: () => openDatabase({ loadDataDir: pgliteTemplate('migrated'), requestQueue }),
    openSeeded() {
      const seeded = pgliteTemplate('seeded');
      return seeded ? openDatabase({ loadDataDir: seeded, requestQueue }) : undefined;
    },
  };
}

/**
 * The databases server tests run on: in-memory PGlite always, and the PostgreSQL server of
 * TEST_DATABASE_URL when it is set (CI sets it).
 */
export const databaseTargets: DatabaseTarget[] = [
  pgliteTarget(),
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres' as const,
          open: () => freshPostgres(process.env.TEST_DATABASE_URL as string, 'migrated'),
          openSeeded: () =>
            process.env[POSTGRES_TEMPLATE_ENV]
              ? freshPostgres(process.env.TEST_DATABASE_URL as string, 'seeded')
              : undefined,
        },
      ]
    : []),
];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  tokens: TokenIssuer;
  /** Signs in a demo user and returns the session body. */
  signIn(
    email: string,
    password?: string,
  ): Promise<{ access_token: string; refresh_token: string; exp: number }>;
  /**
   * A code of the authenticator app with this secret (the demo staff's by default) for the next
   * time step of the app's second-factor clock, which it moves on: each code is new to the server.
   */
  totpCode(secret?: string): string;
  /**
   * A sign-in's answer as the portal ends up with it: when it asks for the second factor (the demo
   * staff's authenticator), the answer of completing it with the next code; otherwise unchanged.
   */
  finishSignIn(
    res: LightMyRequestResponse,
    options?: { remoteAddress?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** The second factor's clock of the app (ms). */
  secondFactorNow(): number;
  /** Waits for the work public calls do after answering (their e-mails) and for SMTP deliveries. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Builds the app in-process on a fresh database with the demo data set. */
export async function createTestApp(
  target: DatabaseTarget,
  overrides: Partial<AppDeps> & { seed?: boolean } = {},
): Promise<TestApp> {
  const seed = overrides.seed !== false;
  const seeded = seed ? await target.openSeeded?.() : undefined;
  const database = seeded ?? (await target.open());
  // Without the app's ninety days of activity: hundreds of calls no other test reads; its tests seed it.
  if (seed && !seeded) await seedDemo(database.db, { appActivity: false, secondFactorSecret: TEST_SECRET });
  const tokens = overrides.tokens ?? createTokenIssuer(TEST_SECRET, 1800);
  // A TOTP code is accepted once per 30-second step and per person, and tests sign the same admin in
  // many times within seconds: the app checks codes against this clock, which `totpCode` moves one
  // step on for every code it makes, so that each sign-in has a step of its own without waiting.
  const base = overrides.now ?? Date.now;
  let steps = 0;
  const secondFactorNow = overrides.secondFactorClock ?? (() => base() + steps * 30_000);
  const totpCode = (secret = DEMO_TOTP_SECRET) => {
    steps += 1;
    return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: secondFactorNow() });
  };
  // Many tests sign in from the same address; the per-IP limit gets its own tests.
  const app = await buildApp({
    database,
    tokens,
    publicCallLimit: 10_000,
    secondFactorSecret: TEST_SECRET,
    secondFactorClock: secondFactorNow,
    ...overrides,
  });
  await app.ready();
  async function finishSignIn(
    res: LightMyRequestResponse,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    if (res.statusCode !== 200) return res;
    const step = (res.json() as { second_factor?: { ticket: string; enrol: boolean } }).second_factor;
    if (!step || step.enrol) return res;
    return app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp',
      payload: { ticket: step.ticket, code: totpCode() },
      ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
      ...(options.headers && { headers: options.headers }),
    });
  }
  return {
    app,
    database,
    tokens,
    totpCode,
    secondFactorNow,
    finishSignIn,
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await finishSignIn(
        await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } }),
      );
      if (res.statusCode !== 200 || 'second_factor' in (res.json() as object))
        throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    settled: () => app.mailer.settled(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Calls the API as one of the signed-in users of `tokens` (by e-mail). */
export const callerOf =
  (t: TestApp, tokens: Record<string, string>) =>
  (
    who: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}`, ...headers },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : (payload as Record<string, unknown>) }),
    });

/** Signs in each demo user and keeps their access tokens by e-mail. */
export async function signInAll(t: TestApp, emails: string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const who of emails) tokens[who] = (await t.signIn(who)).access_token;
  return tokens;
}

/** The first row of a query that must find one (fails the test otherwise). */
export function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected a row, found none');
  return row;
}
