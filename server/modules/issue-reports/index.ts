import { DEFAULT_PRODUCT_TEAM_EMAIL } from '../../app-deps.ts';
import { defineModule } from '../module.ts';
import { createReportsRepository } from './repository.ts';
import { reportRoutes } from './routes.ts';
import { createReportsService } from './service.ts';
import { createReportThreadService } from './thread-service.ts';

declare module '../module.ts' {
  interface Repositories {
    reports: ReturnType<typeof createReportsRepository>;
  }
}

/** Issue reports, their threads, and the public contact form. */
export const issueReportsModule = defineModule({
  name: 'issue-reports',
  repositories: (db) => ({ reports: createReportsRepository(db) }),
  plugin: ({ repos, audit, mailer, publicUrl, deps, notify, now }) =>
    reportRoutes(
      createReportsService({
        repo: repos.reports,
        audit,
        mailer,
        publicUrl,
        productTeamEmail: deps.productTeamEmail ?? DEFAULT_PRODUCT_TEAM_EMAIL,
        notify,
      }),
      createReportThreadService({ repo: repos.reports, audit, mailer, publicUrl, notify, now }),
      mailer,
      { rateLimit: { max: deps.contactLimit ?? 5, timeWindow: 3_600_000 } },
    ),
});
