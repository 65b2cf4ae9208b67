import { defineModule } from '../module.ts';
import { healthRoutes } from './routes.ts';

/** Liveness and the database's state, for load balancers and monitors. */
export const healthModule = defineModule({
  name: 'health',
  plugin: (context) => healthRoutes(context.deps.database, context.version),
});
