import { defineModule } from '../module.ts';
import { createReportingRepository } from './repository.ts';
import { reportingRoutes } from './routes.ts';
import { createReportingService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    reporting: ReturnType<typeof createReportingRepository>;
  }
}

/** Saved reports and their export log. */
export const reportingModule = defineModule({
  name: 'reporting',
  repositories: (db) => ({ reporting: createReportingRepository(db) }),
  plugin: ({ repos, audit }) => reportingRoutes(createReportingService({ repo: repos.reporting, audit })),
});
