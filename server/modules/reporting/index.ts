import { defineModule } from '../module.ts';
import { createProductReportsRepository } from './product-repository.ts';
import { createProductReportsService } from './product-service.ts';
import { createReportingRepository } from './repository.ts';
import { reportingRoutes } from './routes.ts';
import { createReportingService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    reporting: ReturnType<typeof createReportingRepository>;
    productReports: ReturnType<typeof createProductReportsRepository>;
  }
}

/** Saved reports, the export log, the super admin's product reports, the newsletter opt-in. */
export const reportingModule = defineModule({
  name: 'reporting',
  repositories: (db) => ({
    reporting: createReportingRepository(db),
    productReports: createProductReportsRepository(db),
  }),
  plugin: ({ repos, requireFeature, audit, now }) =>
    reportingRoutes(
      createReportingService({ repo: repos.reporting, requireFeature, audit }),
      createProductReportsService({ repo: repos.productReports, audit, now }),
    ),
});
