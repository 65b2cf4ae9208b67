import { defineModule } from '../module.ts';
import { createFamilyRepository } from './repository.ts';
import { familyRoutes } from './routes.ts';
import { createFamilyService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    family: ReturnType<typeof createFamilyRepository>;
  }
}

/**
 * For the guardian: the reads behind their children's pages (the dashboard's cards, a child's usage and events),
 * over the links the families module keeps; it owns no table.
 */
export const familyModule = defineModule({
  name: 'family',
  repositories: (db) => ({ family: createFamilyRepository(db) }),
  plugin: ({ repos, now, audit }) =>
    familyRoutes(
      createFamilyService({
        families: repos.families,
        assents: repos.familyAssents,
        repo: repos.family,
        calendar: repos.calendar,
        now,
        audit,
      }),
    ),
});
