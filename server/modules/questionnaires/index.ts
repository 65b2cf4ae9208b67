import { defineModule, type ModuleContext } from '../module.ts';
import { createQuestionnaires } from './module.ts';
import { createFlagAlerts } from './flag-alerts.ts';
import { createFlagEscalation } from './flag-escalation.ts';
import { createReminders } from './reminders.ts';
import { createRollupRebuild, ROLLUP_REBUILD } from './rollup-rebuild.ts';
import { createQuestionnairesRepository } from './repository.ts';
import { seedQuestionnaires } from './seed.ts';

declare module '../module.ts' {
  interface Repositories {
    questionnaires: ReturnType<typeof createQuestionnairesRepository>;
  }
}

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
  repositories: (db) => ({ questionnaires: createQuestionnairesRepository(db) }),
  plugin: ({ repos, requireFeature, audit, mailer, publicUrl, now, notify, deps }) =>
    createQuestionnaires({
      repo: repos.questionnaires,
      requireFeature,
      audit,
      mailer,
      publicUrl,
      families: repos.families,
      now,
      notify,
      exactTotalLimit: deps.exactTotalLimit,
    }).routes,
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
  ],
  scheduledWork: (context) => (scope) => remindersOf(context).upcoming(scope),
  demo: seedQuestionnaires,
});
