import { pruneAudit } from '../../audit/prune.ts';
import { defineModule } from '../module.ts';
import { createAuditRepository } from './repository.ts';
import { auditRoutes } from './routes.ts';
import { createAuditService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    audit: ReturnType<typeof createAuditRepository>;
  }
}

/**
 * The audit log as people read it (admins, the super admin; a guardian the views of their family's
 * data) and its retention. Recording lives in server/audit, which every module writes through.
 */
export const auditModule = defineModule({
  name: 'audit',
  repositories: (db) => ({ audit: createAuditRepository(db) }),
  plugin: ({ repos, audit, deps }) =>
    auditRoutes(createAuditService({ repo: repos.audit, audit, exactTotalLimit: deps.exactTotalLimit })),
  jobs: ({ db, audit, log }) => [
    {
      // Monthly, at night: entries past the retention go, an anchor entry keeps the chain checkable.
      name: 'audit.prune',
      cron: '40 3 1 * *',
      run: async () => {
        const removed = await pruneAudit(db, audit);
        if (removed > 0) log.info({ removed }, 'audit entries past their retention removed');
      },
    },
  ],
});
