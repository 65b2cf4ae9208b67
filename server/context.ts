import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAuditLog } from './audit/audit-log.ts';
import { createUrlSigner } from './http/signed-url.ts';
import { createMailer } from './mail/mailer.ts';
import type { JobEngine } from './jobs/engine.ts';
import { createChangeNotifier, createFailureReporter } from './jobs/failures.ts';
import type { ModuleContext } from './modules/module.ts';
import { createNotifier } from './modules/notifications/notify.ts';
import { createPushChannel } from './modules/notifications/push-delivery.ts';
import { createRepositories } from './modules/repositories.ts';
import { provideServices } from './modules/services.ts';
import type { ServerMetrics } from './http/metrics.ts';
import { createUpcomingWork } from './modules/scheduled-work.ts';
import { createImageSizes, DEFAULT_IMAGE_SIZE_SETTINGS } from './media/image-sizes.ts';
import { createFeatureGate } from './plugins/features.ts';
import { DEFAULT_MAIL_FROM, DEFAULT_PUBLIC_URL, type AppDeps } from './app-deps.ts';

/**
 * What every module is handed, built once over the app's database and settings: the cross-cutting
 * pieces, then the services the modules provide.
 */
export function createModuleContext(
  app: FastifyInstance,
  deps: AppDeps,
  version: string,
  jobs: JobEngine,
  /** What the metrics count (sign-ins, e-mails delivered), when they are on. */
  metrics?: Pick<ServerMetrics, 'signIns' | 'mailSent'>,
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
    onSent: metrics?.mailSent,
    schedule: deps.mail?.schedule,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.settled();
    mailer.close();
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
    signer,
    signInEvents: metrics?.signIns,
    // Filled by the modules' `provides`, in the list's order (server/modules/services.ts).
    services: {} as ModuleContext['services'],
  };
  app.decorate(
    'imageSizes',
    createImageSizes({
      ...DEFAULT_IMAGE_SIZE_SETTINGS,
      dir: deps.imageSizes?.dir ?? mkdtempSync(path.join(tmpdir(), 'lantern-image-sizes-')),
      ...deps.imageSizes,
    }),
  );
  provideServices(context, app);
  const upcomingWork = createUpcomingWork(context);
  return context;
}
