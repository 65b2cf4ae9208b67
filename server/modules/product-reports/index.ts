import { defineModule } from '../module.ts';
import { createProductReportsRepository } from './repository.ts';
import { productReportsRoutes } from './routes.ts';
import { createProductReportsService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    productReports: ReturnType<typeof createProductReportsRepository>;
  }
}

/** The super admin's reports across organisations, and a guardian's newsletter opt-in. */
export const productReportsModule = defineModule({
  name: 'product-reports',
  repositories: (db) => ({ productReports: createProductReportsRepository(db) }),
  plugin: ({ repos, audit, now }) =>
    productReportsRoutes(createProductReportsService({ repo: repos.productReports, audit, now })),
});
