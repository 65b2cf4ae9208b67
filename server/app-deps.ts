import type { FastifyBaseLogger } from 'fastify';
import type { FastifyOtelInstrumentation } from '@fastify/otel';
import type { ClientTimeouts } from './http/client-timeouts.ts';
import type { GuessLimitSettings } from './modules/app/guess-limits.ts';
import type { Database } from './db/client.ts';
import type { TokenIssuer } from './auth/tokens.ts';
import type { SsoConfig } from './auth/sso.ts';
import type { SignInThrottleSettings } from './auth/sign-in-throttle.ts';
import type { SessionLifetime } from './auth/session-store.ts';
import type { UploadSettings } from './modules/uploads/tus.ts';
import type { ImageSizeSettings } from './media/image-sizes.ts';
import type { VideoHostPort } from './modules/videos/host-port.ts';
import type { DELIVERY_POLICY } from './mail/mailer.ts';
import type { Clock } from 'pg-boss';
import type { NotificationChannel } from './modules/notifications/notify.ts';
import type { VapidKeys } from './modules/notifications/vapid.ts';
import type { MetricsSettings } from './http/metrics.ts';

/** What buildApp is given: the database and token issuer, and every setting of server/config.ts it uses. */
export interface AppDeps {
  database: Database;
  tokens: TokenIssuer;
  /** Folder of the built portal; served at `/` when it holds an index.html. */
  publicDir?: string;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /** OpenTelemetry's request spans, when tracing is on (server/telemetry.ts); nothing is added otherwise. */
  tracing?: FastifyOtelInstrumentation;
  version?: string;
  /** NODE_ENV=production: no development routes, no e-mail links in the log. */
  production?: boolean;
  /** What the portal was built to call besides this server (CSP sources). */
  portalBuild?: { tagManager?: boolean; reportingUrl?: string };
  /**
   * The static Storybook at /storybook/ (SERVE_STORYBOOK, STORYBOOK_DIR): served when enabled and its
   * folder holds an index.html; in production to signed-in staff only.
   */
  storybook?: { dir: string; enabled: boolean };
  /** The OpenAPI page at /api/docs (API_DOCS); on unless production. */
  apiDocs?: boolean;
  /** Portal address that e-mailed links start with (PUBLIC_URL). */
  publicUrl?: string;
  mail?: {
    smtpUrl?: string;
    from?: string;
    schedule?: (run: () => void) => void;
    /** The delivery attempts' policy (tests shorten its waits). */
    policy?: Partial<typeof DELIVERY_POLICY>;
  };
  /**
   * The job engine (server/jobs/engine.ts): whether this process works the queues (JOBS_IN_SERVER;
   * false when `npm run worker` runs apart), how often an idle worker looks, and a clock for tests.
   */
  jobs?: { work?: boolean; pollingSeconds?: number; clock?: Clock };
  sso?: SsoConfig;
  /** How notifications reach people besides the portal's notification centre and push (tests add one). */
  notificationChannels?: NotificationChannel[];
  /**
   * Push to devices: the VAPID keys (VAPID_* or kept in DATA_DIR; one generated pair per app when
   * absent) and whether an http endpoint on this machine is accepted (tests, development).
   */
  push?: { vapid?: VapidKeys; allowLocalEndpoints?: boolean };
  /** Clock of token expiry and sign-in throttling; tests move it instead of sleeping. */
  now?: () => number;
  signInThrottle?: Partial<SignInThrottleSettings>;
  /** Absolute and idle limits of sign-in sessions (SESSION_MAX_AGE_HOURS, SESSION_IDLE_HOURS). */
  sessionLifetime?: SessionLifetime;
  /** Calls per minute from one IP address to each unauthenticated auth call. */
  publicCallLimit?: number;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): which proxies' `X-Forwarded-For` names the client
   * address — none by default, all (`true`), a hop count, or addresses and CIDR ranges.
   */
  trustProxy?: boolean | number | string[];
  /** Video uploads (tus): where they are kept, limits, expiry. */
  uploads?: Partial<UploadSettings>;
  /** Resized images: their folder (a fresh temporary one when absent), bound and concurrency. */
  imageSizes?: Partial<ImageSizeSettings>;
  /** The answers' exports prepared by a job: their folder (DATA_DIR/exports; a fresh temporary one when absent). */
  preparedExports?: { dir: string };
  /**
   * The server's secret (JWT_SECRET) from which the keys of stored TOTP secrets and recovery codes
   * derive; `mediaSecret` when absent. The demo seed must be given the same one.
   */
  secondFactorSecret?: string;
  /** The clock TOTP codes are checked against (`now` when absent): tests step it per sign-in. */
  secondFactorClock?: () => number;
  /** Secret of signed media addresses (the JWT secret in production); random when absent. */
  mediaSecret?: string;
  /** The video host; the local one (our tus endpoint and files) when absent. */
  videoHost?: (local: VideoHostPort) => VideoHostPort;
  // The contact form
  /** Where the public contact form's messages go (PRODUCT_TEAM_EMAIL). */
  productTeamEmail?: string;
  /** Long lists count their matching rows exactly up to this many, then estimate (LIST_EXACT_TOTAL_LIMIT). */
  exactTotalLimit?: number;
  /** Contact-form messages an hour from one client address (CONTACT_RATE_LIMIT). */
  contactLimit?: number;
  // App-code sign-in: how far guessing the app's codes can get (tests lower the budgets).
  appGuessLimits?: Partial<GuessLimitSettings>;
  /**
   * The Prometheus metrics (METRICS_TOKEN, METRICS_PORT, METRICS_HOST): GET /metrics to the holder of
   * the token, and/or on a listener of their own; off when neither is set.
   */
  metrics?: MetricsSettings;
  // How long slow clients may hold a connection (server/http/client-timeouts.ts; tests shorten them).
  clientTimeouts?: Partial<ClientTimeouts>;
}

export const DEFAULT_UPLOAD_MEDIA_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/x-matroska',
  'video/x-msvideo',
];

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
export const DEFAULT_MAIL_FROM = 'Lantern <no-reply@lantern.test>';
export const DEFAULT_PRODUCT_TEAM_EMAIL = 'team@lantern.test';
