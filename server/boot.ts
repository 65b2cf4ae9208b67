import { resolveVapidKeys } from './modules/notifications/vapid.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, ssoConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { describeDatabaseFailure } from './db/faults.ts';
import { isEmpty, seedDemo } from './seed.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { createTokenIssuer } from './auth/tokens.ts';
import { createVimeoHost } from './modules/videos/vimeo-host.ts';
import { uploadDatastore } from './modules/uploads/store.ts';
import { buildApp } from './app.ts';
import { loggerOptions } from './http/logging.ts';
import { activeTracing } from './telemetry.ts';

/** A start-up problem the operator must fix: print it plainly and stop. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** host:port/database of a connection string, without its user or password. */
function safeAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return 'unparsable address';
  }
}

export interface Booted {
  config: Config;
  logger: pino.Logger;
  database: Database;
  app: FastifyInstance;
  /** The demo data was loaded on this start. */
  seeded: boolean;
  production: boolean;
}

/**
 * What the server and the worker share: the configuration, the database (migrated; the demo data
 * on an empty one outside production) and the app with every module. `role` says whether this
 * process works the jobs: the server does unless SEPARATE_WORKER is set; a worker always does.
 */
export async function boot(role: 'server' | 'worker'): Promise<Booted> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // Readable logs for a person at a terminal in development; JSON lines everywhere else.
  const logger = pino({
    // Redaction and safe error serializers: no SQL parameters, tokens, passwords or cookies in logs.
    ...loggerOptions(config.LOG_LEVEL, { traced: activeTracing() !== undefined }),
    ...(config.NODE_ENV !== 'production' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
  const production = config.NODE_ENV === 'production';
  // The embedded database belongs to the one process that opened it.
  if ((role === 'worker' || config.SEPARATE_WORKER) && !config.DATABASE_URL)
    fail(
      'Invalid configuration:\n  DATABASE_URL: a separate worker (npm run worker, SEPARATE_WORKER=true) needs PostgreSQL; the embedded database serves one process',
    );
  const dataDir = path.resolve(config.DATA_DIR);
  if (production && !config.JWT_SECRET)
    fail('Invalid configuration:\n  JWT_SECRET: must be set when NODE_ENV=production');
  let database: Database;
  try {
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir,
      log: logger,
      statementTimeoutMs: Math.round(config.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000),
      requestQueue: { limit: config.DATABASE_QUEUE_LIMIT, waitMs: config.DATABASE_QUEUE_WAIT_MS },
    });
  } catch (error) {
    // An unreachable or refusing DATABASE_URL is the operator's to fix: one line, no stack.
    const reason = config.DATABASE_URL ? describeDatabaseFailure(error) : undefined;
    if (reason)
      fail(
        `Cannot open the database of DATABASE_URL (${safeAddress(config.DATABASE_URL as string)}): ${reason}`,
      );
    throw error;
  }
  logger.info({ database: database.kind }, 'database ready');

  const demo = config.DEMO || process.argv.includes('--demo');
  let seeded = false;
  // The server loads the demo data; a worker never races it.
  // Before the seed: the demo staff's TOTP secret is sealed with a key derived from it.
  const secret = await resolveJwtSecret({ configured: config.JWT_SECRET, dataDir, production });
  if (role === 'server' && (!production || demo) && (await isEmpty(database.db))) {
    await seedDemo(database.db, { secondFactorSecret: secret });
    seeded = true;
  }
  const app = await buildApp({
    database,
    jobs: { work: role === 'worker' || !config.SEPARATE_WORKER },
    tokens: createTokenIssuer(secret, config.ACCESS_TOKEN_TTL),
    publicDir: config.PUBLIC_DIR,
    logger,
    tracing: activeTracing()?.fastify,
    production,
    publicUrl: config.PUBLIC_URL,
    apiDocs: config.API_DOCS,
    storybook: { dir: config.STORYBOOK_DIR, enabled: config.SERVE_STORYBOOK },
    portalBuild: {
      tagManager: /^GTM-[A-Z0-9]+$/.test(config.VITE_GTM_ID ?? ''),
      reportingUrl: config.VITE_ERROR_REPORTING_URL,
    },
    mail: {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      policy: {
        expireInSeconds: config.MAIL_ATTEMPT_TIMEOUT_SECONDS,
        retryDelay: config.MAIL_RETRY_DELAY_SECONDS,
      },
    },
    productTeamEmail: config.PRODUCT_TEAM_EMAIL,
    contactLimit: config.CONTACT_RATE_LIMIT,
    exactTotalLimit: config.LIST_EXACT_TOTAL_LIMIT,
    sso: ssoConfig(config),
    publicCallLimit: config.AUTH_RATE_LIMIT,
    sessionLifetime: {
      maxAgeMs: config.SESSION_MAX_AGE_HOURS * 3_600_000,
      idleMs: config.SESSION_IDLE_HOURS * 3_600_000,
    },
    trustProxy: config.TRUST_PROXY,
    metrics: { token: config.METRICS_TOKEN, port: config.METRICS_PORT, host: config.METRICS_HOST },
    uploads: {
      dir: path.join(dataDir, 'uploads'),
      maxBytes: config.UPLOAD_MAX_BYTES,
      mediaTypes: config.UPLOAD_MEDIA_TYPES,
      expiryMs: config.UPLOAD_EXPIRY_HOURS * 3_600_000,
      datastore: uploadDatastore(config),
    },
    imageSizes: { dir: path.join(dataDir, 'image-cache'), maxBytes: config.IMAGE_CACHE_MAX_MB * 1024 ** 2 },
    preparedExports: { dir: path.join(dataDir, 'exports') },
    mediaSecret: secret,
    secondFactorSecret: secret,
    push: {
      vapid: await resolveVapidKeys({
        publicKey: config.VAPID_PUBLIC_KEY,
        privateKey: config.VAPID_PRIVATE_KEY,
        subject: config.VAPID_SUBJECT,
        dataDir,
      }),
      allowLocalEndpoints: config.NODE_ENV !== 'production',
    },
    ...(config.VIDEO_HOST === 'vimeo' &&
      config.VIMEO_TOKEN && {
        videoHost: () =>
          createVimeoHost({ token: config.VIMEO_TOKEN as string, apiUrl: config.VIMEO_API_URL }),
      }),
  });
  return { config, logger, database, app, seeded, production };
}
