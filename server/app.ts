import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
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
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerAuth } from './plugins/auth.ts';
import { guardPrivateRoutes } from './plugins/private-routes.ts';
import { DEFAULT_SESSION_LIFETIME, sessionAlive, sweepEndedSessions } from './auth/session-store.ts';
import { registerSessionCookie } from './modules/auth/session-cookie.ts';
import { registerTenancy, registerTenancyGuard } from './plugins/tenancy.ts';
import { trackRoutes } from './http/public-routes.ts';
import { deferredChildLogger } from './http/request-logger.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { headOf } from './http/media-sniff.ts';
import { ApiError } from './http/errors.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { createAuditLog } from './audit/audit-log.ts';
import { createMailer } from './mail/mailer.ts';
import { createSso } from './auth/sso.ts';
import { DEFAULT_SIGN_IN_THROTTLE, createSignInThrottle } from './auth/sign-in-throttle.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { accountRoutes } from './modules/auth/account-routes.ts';
import { ssoRoutes } from './modules/auth/sso-routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createAccountService } from './modules/auth/account-service.ts';
import { usersAdminRoutes } from './modules/users/admin-routes.ts';
import { areaRoutes } from './modules/areas/routes.ts';
import { createAreasService } from './modules/areas/service.ts';
import { userAreaRoutes } from './modules/areas/user-area-routes.ts';
import { createUserAreasService } from './modules/areas/user-areas.ts';
import { organisationAssetRoutes } from './modules/organisations/assets.ts';
import { createOrganisationAssetsService } from './modules/organisations/asset-service.ts';
import { createUsersAdminService } from './modules/users/admin-service.ts';
import { createSsoService } from './modules/auth/sso-service.ts';
import { createSessions } from './modules/auth/sessions.ts';
import type { AuthDeps } from './modules/auth/deps.ts';
import { organisationRoutes } from './modules/organisations/routes.ts';
import { createOrganisationsService } from './modules/organisations/service.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';
import { familiesRoutes } from './modules/families/routes.ts';
import { createFamiliesService } from './modules/families/service.ts';
import { createFamilySettingsService } from './modules/families/settings-service.ts';
import { createFamilyService, FAMILY_CODE_THROTTLE } from './modules/families/family-service.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { createRepositories } from './modules/repositories.ts';
import { createUrlSigner } from './http/signed-url.ts';
import { createTusServer, type UploadSettings } from './modules/uploads/tus.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { AdvisoryLocker } from './modules/uploads/advisory-locker.ts';
import { createVideosService } from './modules/videos/service.ts';
import { organisationFeatures, requireFeature } from './plugins/features.ts';
import { enforcePermissions, requireRouteAccess } from './http/permissions.ts';
import { createAreaVideosService } from './modules/videos/area-videos.ts';
import { createLocalHost } from './modules/videos/local-host.ts';
import { videoRoutes } from './modules/videos/routes.ts';
// The patients' app API.
import { registerAppPatient } from './plugins/app-patient.ts';
import { registerAppApi } from './modules/app/register.ts';
// Questionnaires.
import { createQuestionnaires } from './modules/questionnaires/module.ts';
// cms: hospital information
import { cmsModule } from './modules/hospital-information/index.ts';
// Terms of use and registration feedback
import { createTermsService } from './modules/terms/service.ts';
import { termsGate } from './modules/terms/gate.ts';
import { termsRoutes } from './modules/terms/routes.ts';
import { createFeedbackService } from './modules/feedback/service.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
// Issue reports and public pages
import { reportRoutes } from './modules/issue-reports/routes.ts';
import { createReportsService } from './modules/issue-reports/service.ts';
import { createReportThreadService } from './modules/issue-reports/thread-service.ts';
// calendar
import { calendarRoutes } from './modules/calendar/routes.ts';
import { createCalendarService } from './modules/calendar/service.ts';
// usage: analytics
import { analyticsRoutes } from './modules/usage/routes.ts';
import { createAnalyticsService } from './modules/usage/service.ts';
import { createAnalyticsRepository } from './modules/usage/repository.ts';
// reporting
import { reportingRoutes } from './modules/reporting/routes.ts';
import { createReportingService } from './modules/reporting/service.ts';
// A guardian's pages about their children
import { familyRoutes } from './modules/family/routes.ts';
import { createFamilyService as createFamilyPagesService } from './modules/family/service.ts';
import { createProductReportsService } from './modules/reporting/product-service.ts';
// Quizzes and missions
import { createQuizzes } from './modules/quizzes/module.ts';
import { createMissions } from './modules/missions/module.ts';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_PRODUCT_TEAM_EMAIL,
  DEFAULT_PUBLIC_URL,
  DEFAULT_UPLOAD_MEDIA_TYPES,
  type AppDeps,
} from './app-deps.ts';

const packageJson = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Builds the whole server; tests call it in-process with a fresh database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const version = deps.version ?? packageJson.version;
  const hops = deps.trustProxy;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // request.log is pino's child only once a request writes a line (server/http/request-logger.ts).
    childLoggerFactory: deferredChildLogger,
    bodyLimit: 1_048_576,
    // A hop count trusts that many proxies from ours outwards (Fastify's own reading of a number).
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : (hops ?? false),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const publicDir = deps.publicDir ? path.resolve(deps.publicDir) : undefined;
  const portal = publicDir !== undefined && existsSync(path.join(publicDir, 'index.html'));
  const now = deps.now ?? Date.now;
  trackRoutes(app);
  await registerSecurityHeaders(app, {
    production: deps.production ?? false,
    tagManager: deps.portalBuild?.tagManager,
    reportingUrl: deps.portalBuild?.reportingUrl,
    googleSignIn: Boolean(deps.sso?.google),
    vimeo: deps.videoHost !== undefined,
  });
  registerErrorHandling(app, {
    portalFallback: portal,
    onDatabaseUnavailable: () => deps.database.monitor.markDown(),
  });
  registerAuth(app, deps.tokens, (claims) => sessionAlive(deps.database.db, claims, now()));
  registerTenancy(app);
  registerTenancyGuard(app);
  registerAppPatient(app);
  await registerSessionCookie(app, { publicUrl: deps.publicUrl ?? DEFAULT_PUBLIC_URL, now });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Lantern API', version, description: 'The API behind the Lantern portal.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The document maps every route an attacker could try: production serves it only when asked to.
  if (deps.apiDocs ?? !deps.production) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so that the limit holds across every server on it.
    store: databaseRateLimitStore(deps.database.db, deps.now ?? Date.now),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'TooManyRequests',
        `Too many requests from this address. Try again in ${context.after}.`,
      ),
  });

  const { db } = deps.database;
  const production = deps.production ?? false;
  const audit = createAuditLog(db);
  const repos = createRepositories(db);
  const mailer = createMailer({
    db,
    smtpUrl: deps.mail?.smtpUrl,
    from: deps.mail?.from ?? DEFAULT_MAIL_FROM,
    // In development the link is what a developer needs to follow a sign-up or reset by hand.
    onQueued: production
      ? undefined
      : (m) => app.log.info({ to: m.to, subject: m.subject, link: m.link }, 'e-mail queued'),
    onError: (err) => app.log.error({ err }, 'work after an answer failed'),
    schedule: deps.mail?.schedule,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.settled();
    mailer.close();
  });
  const sso = createSso(deps.sso ?? {});
  const authDeps: AuthDeps = {
    db,
    repo: repos.auth,
    tokens: deps.tokens,
    audit,
    mailer,
    throttle: createSignInThrottle(db, { ...DEFAULT_SIGN_IN_THROTTLE, ...deps.signInThrottle }, now),
    sso,
    publicUrl: deps.publicUrl ?? DEFAULT_PUBLIC_URL,
    sessionLifetime: deps.sessionLifetime ?? DEFAULT_SESSION_LIFETIME,
    now,
  };
  // The terms gate's service, and the feedback link e-mailed after activation.
  const terms = createTermsService({ repo: repos.terms, audit });
  const feedback = createFeedbackService({
    repo: repos.feedback,
    audit,
    mailer,
    publicUrl: authDeps.publicUrl,
    now,
  });
  authDeps.afterActivation = (user) => feedback.invite(user);
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
  // On PostgreSQL several servers may share the uploads: the lock is kept in the database.
  const locker = deps.database.pool ? new AdvisoryLocker(deps.database.pool) : undefined;
  if (locker) app.addHook('onClose', () => locker.close());
  const tus = createTusServer(
    uploadSettings,
    {
      finished: async (upload) => {
        // The first bytes decide whether the file is the video it was announced as.
        const head = await headOf(
          (tus.datastore as unknown as { read(id: string): NodeJS.ReadableStream }).read(upload.id),
        );
        await library.videos?.uploadFinished(String(upload.metadata?.video_id), upload.id, head);
      },
    },
    locker,
  );
  const localHost = createLocalHost({ db, signer, tus });
  const videos = createVideosService({
    repo: repos.videos,
    areas: repos.areas,
    requireFeature: (organisationId, feature) => requireFeature(db, organisationId, feature),
    audit,
    host: deps.videoHost ? deps.videoHost(localHost) : localHost,
    media: { types: uploadSettings.mediaTypes, maxBytes: uploadSettings.maxBytes },
  });
  library.videos = videos;
  const areaVideos = createAreaVideosService({ repo: repos.videos, audit, videos });
  app.decorate('uploads', tus);
  const sweep = setInterval(
    () => void tus.sweep().catch(() => undefined),
    Math.min(uploadSettings.expiryMs, 3_600_000),
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // Ended sessions and their refresh tokens, once their retention is over: hourly.
  const sessionSweep = setInterval(
    () =>
      void sweepEndedSessions(db, now()).then(
        (count) => count > 0 && app.log.info({ count }, 'ended sessions swept'),
        (error: unknown) => app.log.warn({ err: error }, 'sweeping ended sessions failed'),
      ),
    3_600_000,
  );
  sessionSweep.unref();
  app.addHook('onClose', async () => clearInterval(sessionSweep));
  await app.register(
    async (api) => {
      // Secure by default: every route of the scope names its permission or why it is public
      // (start-up fails otherwise, server/http/permissions.ts); a private one needs a signed-in
      // caller of its audience, and, for the terms of use, a guardian who has not accepted the
      // current terms may only read and accept them. One callback hook (plugins/auth.ts): a public
      // call such as /api/health pays no promise for it. After validation, the permission's roles
      // and feature (the one permission check).
      requireRouteAccess(api);
      api.addHook('onRequest', guardPrivateRoutes(app, termsGate(terms)));
      enforcePermissions(api, (organisationId) => organisationFeatures(db, organisationId));
      // JSON and text answers of 1 kB or more, compressed (brotli at a live-friendly level). Media
      // (video playback, ranges) and tus answers are neither: not JSON, or hijacked from Fastify.
      await api.register(fastifyCompress, {
        threshold: 1024,
        customTypes: /^(application\/([\w.+-]+\+)?json|text\/)/,
      });
      await api.register(healthRoutes(deps.database, version));
      const authService = createAuthService(authDeps, sessions);
      await api.register(authRoutes(authService, sso, limit));
      await api.register(accountRoutes(accounts, limit, mailer));
      await api.register(ssoRoutes(createSsoService(authDeps, sessions), limit));
      await api.register(
        organisationRoutes(createOrganisationsService({ repo: repos.organisations, audit })),
      );
      // The family model: the hospital's links and settings, the family's add-a-child.
      const families = createFamiliesService({ repo: repos.families, audit });
      const family = createFamilyService({
        repo: repos.families,
        audit,
        throttle: createSignInThrottle(db, FAMILY_CODE_THROTTLE, now),
      });
      await api.register(
        familiesRoutes(families, createFamilySettingsService({ repo: repos.families, audit })),
      );
      await api.register(usersRoutes(createUsersService({ db, repo: repos.auth, family, audit })));
      await api.register(areaRoutes(createAreasService({ repo: repos.areas, audit })));
      await api.register(userAreaRoutes(createUserAreasService({ repo: repos.areas, audit })));
      await api.register(
        organisationAssetRoutes(createOrganisationAssetsService({ repo: repos.organisations, audit })),
      );
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
      await api.register(
        usersAdminRoutes(
          createUsersAdminService({
            repo: repos.usersAdmin,
            areas: repos.areas,
            audit,
            inviter: accounts,
            families,
          }),
        ),
      );
      // The patients' app API.
      await registerAppApi(api, {
        ...{ db, authDeps, authService, sessions, limit, repos, videos },
        guessLimits: deps.appGuessLimits,
      });
      // Questionnaires.
      await api.register(
        createQuestionnaires({
          repo: repos.questionnaires,
          requireFeature: (organisationId, feature) => requireFeature(db, organisationId, feature),
          audit,
          mailer,
          publicUrl: deps.publicUrl ?? DEFAULT_PUBLIC_URL,
          families: repos.families,
        }).routes,
      );
      // cms: hospital information
      await api.register(cmsModule({ repo: repos.cms, audit, now }).plugin);
      // Terms of use and registration feedback
      await api.register(termsRoutes(terms));
      await api.register(feedbackRoutes(feedback, limit));
      // Issue reports and the contact form
      await api.register(
        reportRoutes(
          createReportsService({
            repo: repos.reports,
            audit,
            mailer,
            publicUrl: deps.publicUrl ?? DEFAULT_PUBLIC_URL,
            productTeamEmail: deps.productTeamEmail ?? DEFAULT_PRODUCT_TEAM_EMAIL,
          }),
          createReportThreadService({
            repo: repos.reports,
            audit,
            mailer,
            publicUrl: deps.publicUrl ?? DEFAULT_PUBLIC_URL,
          }),
          mailer,
          { rateLimit: { max: deps.contactLimit ?? 5, timeWindow: 3_600_000 } },
        ),
      );
      // calendar
      await api.register(
        calendarRoutes(createCalendarService({ repo: repos.calendar, audit, families: repos.families })),
      );
      // usage: analytics
      await api.register(
        analyticsRoutes(createAnalyticsService({ repo: createAnalyticsRepository(db), signer, now })),
      );
      // A guardian's dashboard cards, a child's usage and events
      await api.register(
        familyRoutes(
          createFamilyPagesService({
            families: repos.families,
            repo: repos.family,
            calendar: repos.calendar,
            now,
          }),
        ),
      );
      // reporting: saved reports, the export log, the super admin's reports, the newsletter opt-in
      await api.register(
        reportingRoutes(
          createReportingService({
            repo: repos.reporting,
            requireFeature: (organisationId, feature) => requireFeature(db, organisationId, feature),
            audit,
          }),
          createProductReportsService({ repo: repos.productReports, audit, now }),
        ),
      );
      // Quizzes and missions, for the portal and the patients' app.
      const gate = (organisationId: string, feature: string) => requireFeature(db, organisationId, feature);
      await api.register(createQuizzes({ repo: repos.quizzes, requireFeature: gate, audit }).routes);
      await api.register(
        createMissions({ repo: repos.missions, areas: repos.quizzes, requireFeature: gate, audit }).routes,
      );
      if (!production) await api.register(devRoutes(repos.dev));
    },
    { prefix: '/api' },
  );

  if (portal && publicDir) {
    await app.register(fastifyStatic, {
      root: publicDir,
      wildcard: false,
      index: 'index.html',
      // The build writes .br and .gz copies (scripts/build/bundle-output.ts): sent as they are.
      preCompressed: true,
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
