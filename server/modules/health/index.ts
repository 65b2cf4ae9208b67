import { defineModule } from '../module.ts';
import { healthRoutes } from './routes.ts';

/**
 * Liveness, the database's state and the job queue's, for load balancers and monitors; and the
 * orchestrators' probes: live (the process answers) and ready (its database answers, migrated).
 */
export const healthModule = defineModule({
  name: 'health',
  plugin: (context) => healthRoutes(context.deps.database, context.version, context.jobs),
});
