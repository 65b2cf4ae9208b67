import { isIP } from 'node:net';
import { z } from 'zod';
import type { SsoConfig } from './auth/sso.ts';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** proxy-addr's names of address ranges, an address, or an address with a CIDR prefix length. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * Fastify's `trustProxy`: `false` (the connection's address is the client's), `true` (the left-most
 * X-Forwarded-For address, whoever sent it), a hop count, or the proxies' addresses and ranges.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === undefined || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length > 0 && bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a hop count or comma-separated IP addresses or CIDR ranges (not ${bad.join(', ') || 'empty'})`,
    });
    return z.NEVER;
  });

/** Every variable the server reads, validated once at start. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Only this machine by default: listening on every interface is a decision the operator makes. */
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Seconds a statement of the server's PostgreSQL pool may run before PostgreSQL ends it (the
   * request answers 503): a runaway query cannot hold one of the pool's connections for minutes.
   * 0 turns the limit off. PGlite cannot interrupt a statement and ignores it.
   */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(15),
  /**
   * Embedded database (PGlite) only: HTTP requests that may wait for their first statement; one more
   * answers 503 `busy` with Retry-After at once. Jobs and migrations never wait in this line.
   */
  DATABASE_QUEUE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(64),
  /** Embedded database only: a request still waiting for its first statement this long answers 503 `busy`. */
  DATABASE_QUEUE_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** HMAC secret of access tokens; when absent one is generated and kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of an access token in seconds (docs/product.md § Constants). */
  // Seconds. Tests use a few seconds to watch a session expire while a page is open.
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86_400).default(1800),
  /** Absolute lifetime of a sign-in session in hours, counted from sign-in; refreshing never extends it. */
  SESSION_MAX_AGE_HOURS: z.coerce.number().min(0.01).max(8_760).default(720),
  /** A session whose refresh token goes unused this many hours ends. */
  SESSION_IDLE_HOURS: z.coerce.number().min(0.01).max(8_760).default(168),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built portal that the server serves at `/`. */
  PUBLIC_DIR: z.string().min(1).default('./dist'),
  /** Folder of the static Storybook (`npm run build-storybook`) that the server serves at `/storybook/`. */
  STORYBOOK_DIR: z.string().min(1).default('./storybook-static'),
  /** The static Storybook at /storybook/: on outside production, off in production (staff only) unless set to true. */
  SERVE_STORYBOOK: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** Load the demo data on an empty database even when NODE_ENV=production. */
  DEMO: booleanish,
  /**
   * true: deferred and scheduled work runs in `npm run worker` processes, and this server only
   * sends it; false (the default): the server works the jobs itself.
   */
  SEPARATE_WORKER: booleanish,
  /** Seconds a delivery attempt may take (a mail server that never answers) before it is retried. */
  MAIL_ATTEMPT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Seconds before a failed delivery's first retry (each next wait doubles, up to 4 hours). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  /** Public address of the portal; e-mailed links start with it (http://localhost:<PORT> when unset). */
  PUBLIC_URL: z.url().optional(),
  /** The OpenAPI page at /api/docs: on outside production, off in production unless set to true. */
  API_DOCS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** smtp:// or smtps:// URL of the mail relay; without it mail only goes to the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Sender of the e-mails. */
  MAIL_FROM: z.string().min(3).default('Lantern <no-reply@lantern.test>'),
  /**
   * The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints) that signs pushes to
   * devices; when absent one is generated on first start and kept in DATA_DIR. Changing it silences
   * every device until it subscribes again.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url')
    .optional(),
  /** The contact push services may reach the operator at: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
    .optional(),
  /**
   * Build-time settings of the portal, read here too (same environment or .env) so that the
   * Content-Security-Policy allows exactly the origins the built portal calls.
   */
  VITE_GTM_ID: z.string().optional(),
  VITE_ERROR_REPORTING_URL: z.string().optional(),
  /** Google sign-in is enabled when the OAuth client id is set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Key set that signs Google ID tokens. */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** LinkedIn sign-in is enabled when both the client id and secret are set. */
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_TOKEN_URL: z.url().default('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_USERINFO_URL: z.url().default('https://api.linkedin.com/v2/userinfo'),
  /** Calls per minute from one IP address to each unauthenticated auth call (sign-in, sign-up, recovery). */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Which reverse proxies may name the client address (rate limits and lockouts count by it). */
  TRUST_PROXY: trustProxy,
  /** Largest video upload in bytes (default 5 GB). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 1024 ** 3),
  /** Comma-separated media types a video upload may have. */
  UPLOAD_MEDIA_TYPES: z
    .string()
    .default('video/mp4,video/quicktime,video/webm,video/x-matroska,video/x-msvideo')
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  /** Hours after which an upload nobody resumed is removed. */
  UPLOAD_EXPIRY_HOURS: z.coerce.number().min(0.001).default(24),
  /** Megabytes the resized images may take in DATA_DIR/image-cache before the least recently served go. */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(512),
  /** Video host: `local` (the server keeps the files) or `vimeo` (needs VIMEO_TOKEN). */
  VIDEO_HOST: z.enum(['local', 'vimeo']).default('local'),
  VIMEO_TOKEN: z.string().min(1).optional(),
  VIMEO_API_URL: z.url().default('https://api.vimeo.com'),
  /** Uploads go to S3 (or an S3-compatible store) instead of DATA_DIR when S3_BUCKET is set. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  /** For S3-compatible stores (MinIO, R2…); path-style addressing is used with it. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // The public contact form
  /** Where the public contact form's messages go. */
  PRODUCT_TEAM_EMAIL: z.email().default('team@lantern.test'),
  /** Contact-form messages an hour from one client address. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  // Metrics (docs/operations.md § Watching it): off unless one of these is set.
  /** GET /metrics on this server, answered only to `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent in an HTTP header)')
    .optional(),
  /** A listener of its own on this port serving /metrics without a token. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address the metrics' listener binds: this machine only unless the operator says otherwise. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // Traces (docs/operations.md § Traces): read by server/telemetry.ts before this schema, which checks them too.
  /** The OTLP/HTTP collector traces are sent to (`<address>/v1/traces`); off when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The service name of the traces. */
  OTEL_SERVICE_NAME: z.string().min(1).default('lantern'),
  /** Long lists (people, the audit log) count up to this many matching rows exactly, then estimate. */
  LIST_EXACT_TOTAL_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(10_000),
});
export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL' | 'API_DOCS' | 'SERVE_STORYBOOK'> & {
  PUBLIC_URL: string;
  API_DOCS: boolean;
  SERVE_STORYBOOK: boolean;
};

/** Checks between variables: a Vimeo host needs its token. */
const refined = configSchema.superRefine((c, ctx) => {
  if (c.VIDEO_HOST === 'vimeo' && !c.VIMEO_TOKEN)
    ctx.addIssue({ code: 'custom', path: ['VIMEO_TOKEN'], message: 'must be set when VIDEO_HOST=vimeo' });
  if (c.S3_BUCKET)
    for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when S3_BUCKET is' });
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT)
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value stops the start naming the variable and why. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value (`DATABASE_URL=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = refined.safeParse(present);
  if (result.success) {
    const c = result.data;
    return {
      ...c,
      // Links in e-mails must reach this server even when it runs on another port.
      PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
      API_DOCS: c.API_DOCS ?? c.NODE_ENV !== 'production',
      SERVE_STORYBOOK: c.SERVE_STORYBOOK ?? c.NODE_ENV !== 'production',
    };
  }
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The single sign-on providers the configuration enables. */
export function ssoConfig(config: Config): SsoConfig {
  return {
    ...(config.GOOGLE_CLIENT_ID && {
      google: { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL },
    }),
    ...(config.LINKEDIN_CLIENT_ID &&
      config.LINKEDIN_CLIENT_SECRET && {
        linkedin: {
          clientId: config.LINKEDIN_CLIENT_ID,
          clientSecret: config.LINKEDIN_CLIENT_SECRET,
          tokenUrl: config.LINKEDIN_TOKEN_URL,
          userinfoUrl: config.LINKEDIN_USERINFO_URL,
        },
      }),
  };
}
