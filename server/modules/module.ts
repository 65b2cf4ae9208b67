import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AuditLog } from '../audit/audit-log.ts';
import type { SignInEvents } from '../auth/sign-in-throttle.ts';
import type { Db } from '../db/client.ts';
import type { UrlSigner } from '../http/signed-url.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { JobEngine, JobSpec } from '../jobs/engine.ts';
import type { ScheduledChangeNotice, ScheduledFailureReport } from '../jobs/failures.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ScheduledWork } from '../../src/api/contracts/messages.ts';
import type { Notify } from './notifications/notify.ts';
import type { RequireFeature } from '../plugins/features.ts';

/**
 * What every module is handed: the settings buildApp was given, the cross-cutting pieces built once
 * (server/context.ts) and the services the modules provide (`services`). A module takes from it what
 * its services use.
 */
export interface ModuleContext {
  deps: AppDeps;
  db: Db;
  log: FastifyBaseLogger;
  version: string;
  now: () => number;
  production: boolean;
  publicUrl: string;
  /** Every module's repositories over the one database, built once from the modules' definitions. */
  repos: Repositories;
  audit: AuditLog;
  mailer: Mailer;
  /** The job engine: deferred work is sent to it, in the caller's transaction where there is one. */
  jobs: JobEngine;
  /** Records a scheduled change that failed, audits it and e-mails the organisation's admins. */
  reportScheduledFailure: (report: ScheduledFailureReport) => Promise<void>;
  /** Tells the organisation's admins that a scheduled change happened, in the change's transaction. */
  noticeScheduledChange: (notice: ScheduledChangeNotice, tx: Db) => Promise<void>;
  /** Refuses an organisation without a feature; with the request's caller, read once a request (server/plugins/features.ts). */
  requireFeature: RequireFeature;
  /** Tells people something in the caller's write transaction (the notification centre, ./notifications/notify.ts). */
  notify: Notify;
  /** Every module's `scheduledWork`, merged: soonest first, at most `limit` (server/modules/scheduled-work.ts). */
  upcomingWork: (scope: UpcomingScope) => Promise<ScheduledWork[]>;
  /** Signs media addresses (server/http/signed-url.ts). */
  signer: UrlSigner;
  /** What the metrics count of sign-ins, when they are on. */
  signInEvents?: SignInEvents;
  /**
   * The services modules provide to other modules and to the app, each under its module's name:
   * every module's `provides`, run in the list's order (server/modules/services.ts).
   */
  services: Services;
}

/**
 * Every module's repositories by name. Each module adds its own in its index.ts
 * (`declare module '../module.ts' { interface Repositories { … } }`), beside the factory that builds them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface Repositories {}

/**
 * The services modules provide, by module name. Each module adds its own in its index.ts
 * (`declare module '../module.ts' { interface Services { … } }`), beside the `provides` that builds them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface Services {}

export interface UpcomingScope {
  /** Null: every organisation (the super admin). */
  organisationId: string | null;
  now: Date;
  limit: number;
}

export interface DemoOptions {
  /** Ninety days of app use (slow); the tests' demo data leaves it out. */
  appActivity?: boolean;
  /** The server's secret, which seals the demo staff's TOTP secret (server/modules/auth/second-factor-demo.ts). */
  secondFactorSecret?: string;
}

/**
 * One capability of the server: a folder of server/modules exporting this definition from its
 * index.ts, listed once in server/modules/index.ts. buildApp registers the plugins, the demo seed
 * runs the demo steps and the job engine the jobs, each in the list's order.
 */
export interface ModuleDefinition {
  /** The module's folder name. */
  name: string;
  /** Its repositories over a database (or a transaction); merged into `context.repos`. */
  repositories?: (db: Db) => Partial<Repositories>;
  /**
   * The services it offers other modules and the app (`context.services.<name>`), built once from the
   * cross-cutting context and the services of the modules listed before it; the app is handed for
   * its decorations and closing hooks. Plugins, jobs and scheduled work see every module's.
   */
  provides?: (context: ModuleContext, app: FastifyInstance) => Partial<Services>;
  /** Its routes, registered under /api. */
  plugin?: (context: ModuleContext) => FastifyPluginAsync;
  /** Its share of the demo data set, run in the list's order once the modules before it have run theirs. */
  demo?: (db: Db, options: DemoOptions) => Promise<void>;
  /**
   * Its deferred and scheduled work (server/jobs/engine.ts): each a queue with its retry policy,
   * optionally a cron schedule in Europe/London, run once across every server on the database.
   */
  jobs?: (context: ModuleContext) => JobSpec[];
  /**
   * What its schedules will do next (a page's publishing, a questionnaire's reminder), for the
   * messages screen: one organisation's (or every one's, for the super admin), due after `now`.
   */
  scheduledWork?: (context: ModuleContext) => (scope: UpcomingScope) => Promise<ScheduledWork[]>;
}

export function defineModule(definition: ModuleDefinition): ModuleDefinition {
  return definition;
}
