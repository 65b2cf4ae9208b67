import { defineModule } from '../module.ts';
import { createOrganisationAssetsService } from './asset-service.ts';
import { organisationAssetRoutes } from './assets.ts';
import { seedOrganisationsDemo } from './demo.ts';
import { createOrganisationsRepository } from './repository.ts';
import { organisationRoutes } from './routes.ts';
import { createOrganisationsService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    organisations: ReturnType<typeof createOrganisationsRepository>;
  }
}

/** Organisations, their features, seats and subscription packs, and their branding assets. */
export const organisationsModule = defineModule({
  name: 'organisations',
  repositories: (db) => ({ organisations: createOrganisationsRepository(db) }),
  plugin: ({ repos, audit, now }) =>
    async function organisationsPlugin(api) {
      await api.register(
        organisationRoutes(createOrganisationsService({ repo: repos.organisations, audit, now })),
      );
      await api.register(
        organisationAssetRoutes(createOrganisationAssetsService({ repo: repos.organisations, audit })),
      );
    },
  demo: seedOrganisationsDemo,
});
