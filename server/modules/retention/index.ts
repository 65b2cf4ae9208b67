import { defineModule } from '../module.ts';
import { createRetentionRepository } from './repository.ts';
import { retentionRoutes } from './routes.ts';
import { createRetentionService } from './service.ts';
import { noneSwept, sweepRetention } from './sweep-queries.ts';

declare module '../module.ts' {
  interface Repositories {
    retention: ReturnType<typeof createRetentionRepository>;
  }
}

export const RETENTION_SWEEP_JOB = 'retention.sweep';

/** How long each kind of data is kept, and the nightly sweep that erases what is past it. */
export const retentionModule = defineModule({
  name: 'retention',
  repositories: (db) => ({ retention: createRetentionRepository(db) }),
  plugin: ({ repos, audit }) => retentionRoutes(createRetentionService({ repo: repos.retention, audit })),
  jobs: ({ db, now, audit, log }) => [
    {
      // Message bodies, resolved reports' screenshots, the app's activity and ended sessions.
      name: RETENTION_SWEEP_JOB,
      cron: '40 2 * * *',
      run: async () => {
        const at = new Date(now());
        const counts = await sweepRetention(db, at);
        const totals = noneSwept();
        for (const [organisation, swept] of counts) {
          for (const kind of Object.keys(totals) as (keyof typeof totals)[]) totals[kind] += swept[kind];
          if (organisation)
            await audit.record({
              actorId: null,
              organisationId: organisation,
              action: 'retention.swept',
              subject: organisation,
              detail: { ...swept, at: at.toISOString() },
            });
        }
        // Every run leaves a trace, even one that found nothing to erase.
        await audit.record({
          actorId: null,
          organisationId: null,
          action: 'retention.swept',
          detail: { ...totals, at: at.toISOString() },
        });
        log.info(totals, 'retention sweep');
      },
    },
  ],
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { sweepRetention } from './sweep-queries.ts';
