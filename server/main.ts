import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig, ssoConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { describeDatabaseFailure } from './db/faults.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS, isEmpty, seedDemo } from './seed.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { createTokenIssuer } from './auth/tokens.ts';
import { createVimeoHost } from './modules/videos/vimeo-host.ts';
import { uploadDatastore } from './modules/uploads/store.ts';
import { buildApp } from './app.ts';
import { loggerOptions } from './http/logging.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

/** A start-up problem the operator must fix: print it plainly and stop. */
function fail(message: string): never {
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

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

// Readable logs for a person at a terminal in development; JSON lines everywhere else.
const logger = pino({
  // Redaction and safe error serializers: no SQL parameters, tokens, passwords or cookies in logs.
  ...loggerOptions(config.LOG_LEVEL),
  ...(config.NODE_ENV !== 'production' && process.stdout.isTTY
    ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
    : {}),
});
const production = config.NODE_ENV === 'production';
const dataDir = path.resolve(config.DATA_DIR);
if (production && !config.JWT_SECRET)
  fail('Invalid configuration:\n  JWT_SECRET: must be set when NODE_ENV=production');
let database: Database;
try {
  database = await openDatabase({ url: config.DATABASE_URL, dataDir, log: logger });
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
if ((!production || demo) && (await isEmpty(database.db))) {
  await seedDemo(database.db);
  seeded = true;
}

const secret = await resolveJwtSecret({ configured: config.JWT_SECRET, dataDir, production });
const app = await buildApp({
  database,
  tokens: createTokenIssuer(secret, config.ACCESS_TOKEN_TTL),
  publicDir: config.PUBLIC_DIR,
  logger,
  production,
  publicUrl: config.PUBLIC_URL,
  apiDocs: config.API_DOCS,
  portalBuild: {
    tagManager: /^GTM-[A-Z0-9]+$/.test(config.VITE_GTM_ID ?? ''),
    reportingUrl: config.VITE_ERROR_REPORTING_URL,
  },
  mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
  productTeamEmail: config.PRODUCT_TEAM_EMAIL,
  contactLimit: config.CONTACT_RATE_LIMIT,
  sso: ssoConfig(config),
  publicCallLimit: config.AUTH_RATE_LIMIT,
  sessionLifetime: {
    maxAgeMs: config.SESSION_MAX_AGE_HOURS * 3_600_000,
    idleMs: config.SESSION_IDLE_HOURS * 3_600_000,
  },
  trustProxy: config.TRUST_PROXY,
  uploads: {
    dir: path.join(dataDir, 'uploads'),
    maxBytes: config.UPLOAD_MAX_BYTES,
    mediaTypes: config.UPLOAD_MEDIA_TYPES,
    expiryMs: config.UPLOAD_EXPIRY_HOURS * 3_600_000,
    datastore: uploadDatastore(config, config.UPLOAD_EXPIRY_HOURS * 3_600_000),
  },
  mediaSecret: secret,
  ...(config.VIDEO_HOST === 'vimeo' &&
    config.VIMEO_TOKEN && {
      videoHost: () => createVimeoHost({ token: config.VIMEO_TOKEN as string, apiUrl: config.VIMEO_API_URL }),
    }),
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const lines = [`Lantern is running at http://localhost:${port}`];
if (!existsSync(path.join(config.PUBLIC_DIR, 'index.html'))) {
  lines.push('(the portal is not built: run `npm run build`, or `npm start` which builds it)');
}
if (seeded || !production) {
  lines.push(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const s of DEMO_SIGN_INS) lines.push(`  ${s.email.padEnd(24)} ${s.role}`);
}
console.log(lines.join('\n'));
