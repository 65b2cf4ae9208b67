import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAuditLog } from './audit/audit-log.ts';
import { DEFAULT_SESSION_LIFETIME } from './auth/session-store.ts';
import {
  DEFAULT_SIGN_IN_THROTTLE,
  createSignInThrottle,
  type SignInEvents,
} from './auth/sign-in-throttle.ts';
import { createSso } from './auth/sso.ts';
import { headOf } from './http/media-sniff.ts';
import { createUrlSigner } from './http/signed-url.ts';
import { createMailer } from './mail/mailer.ts';
import type { JobEngine } from './jobs/engine.ts';
import { createChangeNotifier, createFailureReporter } from './jobs/failures.ts';
import { createAccountService } from './modules/auth/account-service.ts';
import type { AuthDeps } from './modules/auth/deps.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSessions } from './modules/auth/sessions.ts';
import { createSecondFactors } from './modules/auth/second-factors.ts';
import { createFeedbackService } from './modules/feedback/service.ts';
import type { ModuleContext } from './modules/module.ts';
import { createNotifier } from './modules/notifications/notify.ts';
import { createPushChannel } from './modules/notifications/push-delivery.ts';
import { createRepositories } from './modules/repositories.ts';
import { createUpcomingWork } from './modules/scheduled-work.ts';
import { createTermsService } from './modules/terms/service.ts';
import { AdvisoryLocker } from './modules/uploads/advisory-locker.ts';
import { createUploadActivity } from './modules/uploads/activity.ts';
import { createImageSizes, DEFAULT_IMAGE_SIZE_SETTINGS } from './media/image-sizes.ts';
import { createTusServer, type UploadSettings } from './modules/uploads/tus.ts';
import { createAreaVideosService } from './modules/videos/area-videos.ts';
import { createLocalHost } from './modules/videos/local-host.ts';
import { createVideosService } from './modules/videos/service.ts';
import { createCaptionRules } from './modules/videos/caption-rules.ts';
import { THUMBNAIL_JOB } from './modules/videos/thumbnails.ts';
import { createFeatureGate } from './plugins/features.ts';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_PUBLIC_URL,
  DEFAULT_UPLOAD_MEDIA_TYPES,
  type AppDeps,
} from './app-deps.ts';

/** The services several modules share, built once over the app's database and settings. */
export function createModuleContext(
  app: FastifyInstance,
  deps: AppDeps,
  version: string,
  jobs: JobEngine,
  /** What the metrics count of sign-ins, when they are on. */
  signInEvents?: SignInEvents,
): ModuleContext {
  const { db } = deps.database;
  const now = deps.now ?? Date.now;
  const production = deps.production ?? false;
  const publicUrl = deps.publicUrl ?? DEFAULT_PUBLIC_URL;
  const audit = createAuditLog(db);
  const repos = createRepositories(db);
  const mailer = createMailer({
    db,
    jobs,
    now,
    policy: deps.mail?.policy,
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
    throttle: createSignInThrottle(
      db,
      { ...DEFAULT_SIGN_IN_THROTTLE, ...deps.signInThrottle },
      now,
      signInEvents,
    ),
    sso,
    publicUrl,
    sessionLifetime: deps.sessionLifetime ?? DEFAULT_SESSION_LIFETIME,
    now,
  };
  // The terms gate's service, and the feedback link e-mailed after activation.
  const terms = createTermsService({ repo: repos.terms, audit });
  const feedback = createFeedbackService({ repo: repos.feedback, audit, mailer, publicUrl, now });
  authDeps.afterActivation = (user) => feedback.invite(user);
  const sessions = createSessions(authDeps);
  const secondFactor = createSecondFactors(authDeps, sessions, {
    secret: deps.secondFactorSecret ?? deps.mediaSecret,
    clock: deps.secondFactorClock,
  });
  const gate = createFeatureGate(db);
  const signer = createUrlSigner(deps.mediaSecret, now);
  const context: ModuleContext = {
    deps,
    db,
    log: app.log,
    version,
    now,
    production,
    publicUrl,
    repos,
    audit,
    mailer,
    jobs,
    reportScheduledFailure: createFailureReporter({ db, audit, mailer, publicUrl }),
    noticeScheduledChange: createChangeNotifier({ db, audit, mailer, publicUrl }),
    requireFeature: gate,
    notify: createNotifier({
      repo: repos.notifications,
      channels: [
        ...(deps.notificationChannels ?? []),
        createPushChannel({ repo: repos.pushSubscriptions, jobs }),
      ],
      now,
    }),
    // The modules' providers are handed this context: they are built once it is complete.
    upcomingWork: (scope) => upcomingWork(scope),
    auth: {
      deps: authDeps,
      service: createAuthService(authDeps, sessions, secondFactor.core),
      secondFactor,
      sessions,
      accounts: createAccountService(authDeps, sessions, secondFactor.core),
      sso,
      limit: { rateLimit: { max: deps.publicCallLimit ?? 20, timeWindow: 60_000 } },
    },
    signer,
    terms,
    feedback,
    ...videoLibrary(app, deps, { repos, audit, signer, jobs }),
  };
  const upcomingWork = createUpcomingWork(context);
  return context;
}

/** The upload endpoint and the video library, which hear of each other's finished uploads. */
function videoLibrary(
  app: FastifyInstance,
  deps: AppDeps,
  shared: Pick<ModuleContext, 'repos' | 'audit' | 'signer' | 'jobs'>,
): Pick<ModuleContext, 'uploads' | 'videos' | 'areaVideos'> {
  const { repos, audit, signer } = shared;
  const settings: UploadSettings = {
    maxBytes: 5 * 1024 ** 3,
    mediaTypes: DEFAULT_UPLOAD_MEDIA_TYPES,
    expiryMs: 24 * 3_600_000,
    // Without a folder (tests, benchmarks) uploads go to a fresh temporary one.
    dir: deps.uploads?.dir ?? mkdtempSync(path.join(tmpdir(), 'lantern-uploads-')),
    now: deps.now ?? Date.now,
    ...deps.uploads,
  };
  // The tus server reports finished uploads to the library, which is built after it.
  const library: { videos?: ReturnType<typeof createVideosService> } = {};
  // On PostgreSQL several servers may share the uploads: the lock is kept in the database.
  const locker = deps.database.pool ? new AdvisoryLocker(deps.database.pool) : undefined;
  if (locker) app.addHook('onClose', () => locker.close());
  const activity = createUploadActivity(deps.database.db, {
    expiryMs: settings.expiryMs,
    now: settings.now ?? Date.now,
  });
  const tus = createTusServer(
    settings,
    activity,
    {
      finished: async (upload) => {
        // The first bytes decide whether the file is the video it was announced as.
        const head = await headOf(
          (tus.datastore as unknown as { read(id: string): NodeJS.ReadableStream }).read(upload.id),
        );
        const videoId = String(upload.metadata?.video_id);
        await library.videos?.uploadFinished(videoId, upload.id, head);
        // Its length and a thumbnail, read from the file after the answer (a ready video only).
        await shared.jobs.send(THUMBNAIL_JOB, { videoId });
      },
    },
    locker,
  );
  const localHost = createLocalHost({ db: deps.database.db, signer, tus });
  const videos = createVideosService({
    repo: repos.videos,
    areas: repos.areas,
    audit,
    host: deps.videoHost ? deps.videoHost(localHost) : localHost,
    captions: createCaptionRules({ captions: repos.captions, organisations: repos.organisations }),
    media: { types: settings.mediaTypes, maxBytes: settings.maxBytes },
  });
  library.videos = videos;
  app.decorate('uploads', tus);
  app.decorate(
    'imageSizes',
    createImageSizes({
      ...DEFAULT_IMAGE_SIZE_SETTINGS,
      dir: deps.imageSizes?.dir ?? mkdtempSync(path.join(tmpdir(), 'lantern-image-sizes-')),
      ...deps.imageSizes,
    }),
  );
  return {
    uploads: { tus, settings },
    videos,
    areaVideos: createAreaVideosService({ repo: repos.videos, audit, videos }),
  };
}
