import { defineModule } from '../module.ts';
import { createMissions } from './module.ts';
import { createMissionsRepository } from './repository.ts';
import { seedMissions } from './seed.ts';

declare module '../module.ts' {
  interface Repositories {
    missions: ReturnType<typeof createMissionsRepository>;
  }
}

/** Missions for the patients' app: steps, progress and badges. */
export const missionsModule = defineModule({
  name: 'missions',
  repositories: (db) => ({ missions: createMissionsRepository(db) }),
  plugin: ({ repos, audit }) => createMissions({ repo: repos.missions, audit }).routes,
  demo: seedMissions,
});
