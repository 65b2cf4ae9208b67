import { createSignInThrottle } from '../../auth/sign-in-throttle.ts';
import { defineModule, type ModuleContext } from '../module.ts';
import { createFamilyService, FAMILY_CODE_THROTTLE, type FamilyService } from './family-service.ts';
import { createFamiliesRepository } from './repository.ts';
import { familiesRoutes } from './routes.ts';
import { createFamiliesService, type FamiliesService } from './service.ts';
import { createFamilySettingsService } from './settings-service.ts';

declare module '../module.ts' {
  interface Repositories {
    families: ReturnType<typeof createFamiliesRepository>;
  }
}

/** The family model's services over the context: the hospital's links and the family's add-a-child. */
export function familyServices({ repos, audit, db, now }: ModuleContext): {
  families: FamiliesService;
  family: FamilyService;
} {
  return {
    families: createFamiliesService({ repo: repos.families, audit }),
    family: createFamilyService({
      repo: repos.families,
      audit,
      throttle: createSignInThrottle(db, FAMILY_CODE_THROTTLE, now),
    }),
  };
}

/** The family model: guardians linked to patients, the hospital's links and settings. */
export const familiesModule = defineModule({
  name: 'families',
  repositories: (db) => ({ families: createFamiliesRepository(db) }),
  plugin: ({ repos, audit, notify }) =>
    familiesRoutes(
      createFamiliesService({ repo: repos.families, audit, notify }),
      createFamilySettingsService({ repo: repos.families, audit }),
    ),
});
