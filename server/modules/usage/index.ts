import { seedAppActivity } from '../app/demo-activity.ts';
import { defineModule } from '../module.ts';
import { createAnalyticsRepository } from './repository.ts';
import { analyticsRoutes } from './routes.ts';
import { createAnalyticsService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    usage: ReturnType<typeof createAnalyticsRepository>;
  }
}

/** How the patients' app is used: the admins' analytics. */
export const usageModule = defineModule({
  name: 'usage',
  repositories: (db) => ({ usage: createAnalyticsRepository(db) }),
  plugin: ({ repos, signer, now }) =>
    analyticsRoutes(createAnalyticsService({ repo: repos.usage, signer, now })),
  // Ninety days of app use, recorded through the app's services.
  demo: async (db, options) => {
    if (options.appActivity !== false) await seedAppActivity(db);
  },
});
