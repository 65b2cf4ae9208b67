import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineModule, type ModuleContext } from '../module.ts';
import { createAccess } from './access.ts';
import { createAnswerExports } from './answer-exports.ts';
import { createPreparedExportsRepository } from './prepared-export-repository.ts';
import { preparedExportRoutes } from './prepared-export-routes.ts';
import { createPreparedExports, EXPIRE_EXPORTS_JOB, PREPARE_EXPORT_JOB } from './prepared-exports.ts';
import { createQuestionnaires } from './module.ts';
import { createFlagAlerts } from './flag-alerts.ts';
import { createFlagEscalation } from './flag-escalation.ts';
import { createReminders } from './reminders.ts';
import { createRollupRebuild, ROLLUP_REBUILD } from './rollup-rebuild-queries.ts';
import { createQuestionnairesRepository } from './repository.ts';
import { seedQuestionnaires } from './seed.ts';

declare module '../module.ts' {
  interface Repositories {
    questionnaires: ReturnType<typeof createQuestionnairesRepository>;
    preparedExports: ReturnType<typeof createPreparedExportsRepository>;
  }
}

// One folder per context: the routes and the jobs must find the same files.
const exportDirs = new WeakMap<ModuleContext, string>();
const exportDirOf = (context: ModuleContext) => {
  let dir = exportDirs.get(context);
  if (!dir) {
    dir = context.deps.preparedExports?.dir ?? mkdtempSync(path.join(tmpdir(), 'lantern-exports-'));
    exportDirs.set(context, dir);
  }
  return dir;
};

const preparedOf = (context: ModuleContext) => {
  const repo = context.repos.questionnaires;
  const access = createAccess(repo, context.requireFeature);
  return createPreparedExports({
    repo: context.repos.preparedExports,
    access,
    exports: createAnswerExports({ repo, access, audit: context.audit }),
    audit: context.audit,
    jobs: context.jobs,
    dir: exportDirOf(context),
    now: context.now,
  });
};

const remindersOf = (context: ModuleContext) =>
  createReminders({
    repo: context.repos.questionnaires,
    families: context.repos.families,
    mailer: context.mailer,
    publicUrl: context.publicUrl,
    now: context.now,
    reportScheduledFailure: context.reportScheduledFailure,
    notify: context.notify,
  });

const escalationOf = (context: ModuleContext) =>
  createFlagEscalation({
    repo: context.repos.questionnaires,
    alerts: createFlagAlerts({
      repo: context.repos.questionnaires,
      mailer: context.mailer,
      publicUrl: context.publicUrl,
      notify: context.notify,
    }),
    audit: context.audit,
    now: context.now,
  });

/** Questionnaires: building and publishing them, answering them (portal and app), their responses. */
export const questionnairesModule = defineModule({
  name: 'questionnaires',
  repositories: (db) => ({
    questionnaires: createQuestionnairesRepository(db),
    preparedExports: createPreparedExportsRepository(db),
  }),
  plugin: (context) => async (app) => {
    const { repos, requireFeature, audit, mailer, publicUrl, now, notify } = context;
    await app.register(
      createQuestionnaires({
        repo: repos.questionnaires,
        requireFeature,
        audit,
        mailer,
        publicUrl,
        families: repos.families,
        now,
        notify,
        exactTotalLimit: context.deps.exactTotalLimit,
      }).routes,
    );
    await app.register(preparedExportRoutes(preparedOf(context)));
  },
  jobs: (context) => [
    {
      // Duty of care: unacknowledged flags escalate (each claimed once across servers).
      name: 'questionnaires.flag-escalations',
      cron: '* * * * *',
      run: () =>
        escalationOf(context)
          .run()
          .then(() => undefined),
    },
    {
      // Repeats and reminders (a quarter of an hour is their grain).
      name: 'questionnaires.reminders',
      cron: '*/15 * * * *',
      run: () => remindersOf(context).run(),
    },
    {
      // The summary's roll-ups rebuilt in batches, on demand (`jobs.send('questionnaires.rollup-rebuild', {})`):
      // a run taken up again after its server stopped resumes after its last committed batch.
      name: ROLLUP_REBUILD,
      run: () =>
        createRollupRebuild(context.db)
          .run()
          .then(() => undefined),
    },
    {
      // An answers' export too large to stream, written to a file (sent with the row that asks for it);
      // a run taken up again after its server stopped starts the file again.
      name: PREPARE_EXPORT_JOB,
      run: (data: { id: string }) => preparedOf(context).run(data.id),
    },
    {
      // Prepared files past their time are removed.
      name: EXPIRE_EXPORTS_JOB,
      cron: '17 * * * *',
      run: () =>
        preparedOf(context)
          .expire()
          .then(() => undefined),
    },
  ],
  scheduledWork: (context) => (scope) => remindersOf(context).upcoming(scope),
  demo: seedQuestionnaires,
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { calmAnswers, feelingToday } from './demo.ts';
export { toFhirResponse } from './fhir.ts';
