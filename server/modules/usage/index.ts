import { usageAppRoutes } from './app-routes.ts';
import { createAppActivity } from './app-service.ts';
import { seedAppActivity } from './demo-activity.ts';
import { defineModule } from '../module.ts';
import { createAnalyticsRepository } from './repository.ts';
import { createUsageRollupRebuild, USAGE_ROLLUP_REBUILD } from './rollup-rebuild-queries.ts';
import { analyticsRoutes } from './routes.ts';
import { createAnalyticsService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    usage: ReturnType<typeof createAnalyticsRepository>;
  }
}

/** How the patients' app is used: what the app records (sessions, focus, moods) and the admins' analytics. */
export const usageModule = defineModule({
  name: 'usage',
  repositories: (db) => ({ usage: createAnalyticsRepository(db) }),
  plugin: ({ db, repos, signer, now }) =>
    async function usagePlugin(api) {
      await api.register(
        analyticsRoutes(createAnalyticsService({ repo: repos.usage, signer, now, families: repos.families })),
      );
      await api.register(usageAppRoutes(createAppActivity(db, now)));
    },
  jobs: (context) => [
    {
      // The analytics' roll-ups rebuilt in batches, on demand (`jobs.send('usage.rollup-rebuild', {})`):
      // a run taken up again after its server stopped resumes after its last committed batch.
      name: USAGE_ROLLUP_REBUILD,
      run: () =>
        createUsageRollupRebuild(context.db)
          .run()
          .then(() => undefined),
    },
  ],
  // Ninety days of app use, recorded through the app's services.
  demo: async (db, options) => {
    if (options.appActivity !== false) await seedAppActivity(db);
  },
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { seedAppActivity } from './demo-activity.ts';
