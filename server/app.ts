import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { TokenIssuer } from './auth/tokens.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerTenancyGuard } from './plugins/tenancy.ts';
import { ApiError } from './http/errors.ts';
import { createAuditLog } from './audit/audit-log.ts';
import { createMailer } from './mail/mailer.ts';
import { createSso, type SsoConfig } from './auth/sso.ts';
import {
  DEFAULT_SIGN_IN_THROTTLE,
  createSignInThrottle,
  type SignInThrottleSettings,
} from './auth/sign-in-throttle.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { accountRoutes } from './modules/auth/account-routes.ts';
import { ssoRoutes } from './modules/auth/sso-routes.ts';
import { createAuthRepository } from './modules/auth/repository.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createAccountService } from './modules/auth/account-service.ts';
import { usersAdminRoutes } from './modules/users/admin-routes.ts';
import { areaRoutes } from './modules/areas/routes.ts';
import { createAreasService } from './modules/areas/service.ts';
import { userAreaRoutes } from './modules/areas/user-area-routes.ts';
import { createUserAreasService } from './modules/areas/user-areas.ts';
import { organisationAssetRoutes } from './modules/organisations/assets.ts';
import { createUsersAdminService } from './modules/users/admin-service.ts';
import { createSsoService } from './modules/auth/sso-service.ts';
import { createSessions } from './modules/auth/sessions.ts';
import type { AuthDeps } from './modules/auth/deps.ts';
import { organisationRoutes } from './modules/organisations/routes.ts';
import { createOrganisationsService } from './modules/organisations/service.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { createUrlSigner } from './http/signed-url.ts';
import { createTusServer, type UploadSettings } from './modules/uploads/tus.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { createVideosService } from './modules/videos/service.ts';
import { createAreaVideosService } from './modules/videos/area-videos.ts';
import { createLocalHost } from './modules/videos/local-host.ts';
import type { VideoHostPort } from './modules/videos/host-port.ts';
import { videoRoutes } from './modules/videos/routes.ts';

export interface AppDeps {
  database: Database;
  tokens: TokenIssuer;
  /** Folder of the built portal; served at `/` when it holds an index.html. */
  publicDir?: string;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  version?: string;
  /** NODE_ENV=production: no development routes, no e-mail links in the log. */
  production?: boolean;
  /** Portal address that e-mailed links start with (PUBLIC_URL). */
  publicUrl?: string;
  mail?: { smtpUrl?: string; from?: string };
  sso?: SsoConfig;
  /** Clock of token expiry and sign-in throttling; tests move it instead of sleeping. */
  now?: () => number;
  signInThrottle?: SignInThrottleSettings;
  /** Calls per minute from one IP address to each unauthenticated auth call. */
  publicCallLimit?: number;
  /** Video uploads (tus): where they are kept, limits, expiry. */
  uploads?: Partial<UploadSettings>;
  /** Secret of signed media addresses (the JWT secret in production); random when absent. */
  mediaSecret?: string;
  /** The video host; the local one (our tus endpoint and files) when absent. */
  videoHost?: (local: VideoHostPort) => VideoHostPort;
}

export const DEFAULT_UPLOAD_MEDIA_TYPES = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/x-msvideo'];

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
export const DEFAULT_MAIL_FROM = 'Lantern <no-reply@lantern.test>';

const packageJson = JSON.parse(
  await readFile(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** Builds the whole server; tests call it in-process with a fresh database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const version = deps.version ?? packageJson.version;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: 1_048_576,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const publicDir = deps.publicDir ? path.resolve(deps.publicDir) : undefined;
  const portal = publicDir !== undefined && existsSync(path.join(publicDir, 'index.html'));
  registerErrorHandling(app, { portalFallback: portal });
  registerAuth(app, deps.tokens);
  registerTenancyGuard(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Lantern API', version, description: 'The API behind the Lantern portal.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'TooManyRequests', `Too many requests from this address. Try again in ${context.after}.`),
  });

  const { db } = deps.database;
  const production = deps.production ?? false;
  const now = deps.now ?? Date.now;
  const audit = createAuditLog(db);
  const mailer = createMailer({
    db,
    smtpUrl: deps.mail?.smtpUrl,
    from: deps.mail?.from ?? DEFAULT_MAIL_FROM,
    // In development the link is what a developer needs to follow a sign-up or reset by hand.
    onQueued: production ? undefined : (m) => app.log.info({ to: m.to, subject: m.subject, link: m.link }, 'e-mail queued'),
  });
  app.addHook('onClose', async () => {
    await mailer.settled();
    mailer.close();
  });
  const sso = createSso(deps.sso ?? {});
  const authDeps: AuthDeps = {
    db,
    repo: createAuthRepository(db),
    tokens: deps.tokens,
    audit,
    mailer,
    throttle: createSignInThrottle(db, deps.signInThrottle ?? DEFAULT_SIGN_IN_THROTTLE, now),
    sso,
    publicUrl: deps.publicUrl ?? DEFAULT_PUBLIC_URL,
    now,
  };
  const sessions = createSessions(authDeps);
  const limit = { rateLimit: { max: deps.publicCallLimit ?? 20, timeWindow: 60_000 } };

  const accounts = createAccountService(authDeps, sessions);
  const uploadSettings: UploadSettings = {
    maxBytes: 5 * 1024 ** 3,
    mediaTypes: DEFAULT_UPLOAD_MEDIA_TYPES,
    expiryMs: 24 * 3_600_000,
    // Without a folder (tests, benchmarks) uploads go to a fresh temporary one.
    dir: deps.uploads?.dir ?? mkdtempSync(path.join(tmpdir(), 'lantern-uploads-')),
    ...deps.uploads,
  };
  const signer = createUrlSigner(deps.mediaSecret, now);
  // The tus server reports finished uploads to the library, which is built after it.
  const library: { videos?: ReturnType<typeof createVideosService> } = {};
  const tus = createTusServer(uploadSettings, {
    finished: async (upload) => library.videos?.uploadFinished(String(upload.metadata?.video_id), upload.id),
  });
  const localHost = createLocalHost({ db, signer, tus });
  const videos = createVideosService({ db, audit, host: deps.videoHost ? deps.videoHost(localHost) : localHost });
  library.videos = videos;
  const areaVideos = createAreaVideosService({ db, audit, videos });
  app.decorate('uploads', tus);
  const sweep = setInterval(() => void tus.sweep().catch(() => undefined), Math.min(uploadSettings.expiryMs, 3_600_000));
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps.database, version));
      await api.register(authRoutes(createAuthService(authDeps, sessions), sso, limit));
      await api.register(accountRoutes(accounts, limit));
      await api.register(ssoRoutes(createSsoService(authDeps, sessions), limit));
      await api.register(organisationRoutes(db, createOrganisationsService({ db, audit })));
      await api.register(usersRoutes(createUsersService({ db, audit })));
      await api.register(areaRoutes(createAreasService({ db, audit })));
      await api.register(userAreaRoutes(createUserAreasService({ db, audit })));
      await api.register(organisationAssetRoutes(db, audit));
      await api.register(uploadRoutes(tus, uploadSettings, videos));
      await api.register(
        videoRoutes({
          videos,
          areaVideos,
          signer,
          fileOf: (id) => (uploadSettings.datastore ? null : path.join(uploadSettings.dir, id)),
          read: (id) => (tus.datastore as unknown as { read(id: string): NodeJS.ReadableStream }).read(id),
        }),
      );
      await api.register(usersAdminRoutes(createUsersAdminService({ db, audit, inviter: accounts })));
      if (!production) await api.register(devRoutes(db));
    },
    { prefix: '/api' },
  );

  if (portal && publicDir) {
    await app.register(fastifyStatic, {
      root: publicDir,
      wildcard: false,
      index: 'index.html',
      // Vite names built assets by content hash: they never change, so cache them for a year.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  return app;
}
