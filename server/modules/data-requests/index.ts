import { defineModule, type ModuleContext } from '../module.ts';
import { createDataRequestsRepository } from './repository.ts';
import { dataRequestRoutes } from './routes.ts';
import { createDataRequestsService, ERASE_JOB, REMIND_JOB } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    dataRequests: ReturnType<typeof createDataRequestsRepository>;
  }
}

const serviceOf = (c: ModuleContext) =>
  createDataRequestsService({
    repo: c.repos.dataRequests,
    audit: c.audit,
    mailer: c.mailer,
    jobs: c.jobs,
    publicUrl: c.publicUrl,
    now: c.now,
    notify: c.notify,
  });

/** UK GDPR requests of a family: download their data, ask for its deletion; admins decide within a month. */
export const dataRequestsModule = defineModule({
  name: 'data-requests',
  repositories: (db) => ({ dataRequests: createDataRequestsRepository(db) }),
  plugin: (context) => dataRequestRoutes(serviceOf(context)),
  jobs: (context) => [
    { name: ERASE_JOB, run: (data: { id: string }) => serviceOf(context).erase(data.id) },
    { name: REMIND_JOB, cron: '0 8 * * *', run: () => serviceOf(context).remind() },
  ],
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { erasePerson } from './erasure-queries.ts';
