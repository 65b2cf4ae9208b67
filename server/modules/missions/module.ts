import type { AuditLog } from '../../audit/audit-log.ts';
import { createAppMissionsService } from './app-service.ts';
import type { MissionsRepository } from './repository.ts';
import { missionAppRoutes } from './app-routes.ts';
import { missionRoutes } from './routes.ts';
import type { FastifyPluginAsync } from 'fastify';
import { createMissionsService } from './service.ts';

/** The mission services and their routes (app.ts registers them; the seed uses the services). */
export function createMissions(deps: { repo: MissionsRepository; audit: Pick<AuditLog, 'recordFor'> }) {
  const missions = createMissionsService(deps);
  const appMissions = createAppMissionsService({ repo: deps.repo });
  return {
    missions,
    appMissions,
    routes: (async (api) => {
      await api.register(missionRoutes({ missions }));
      await api.register(missionAppRoutes(appMissions));
    }) satisfies FastifyPluginAsync,
  };
}
