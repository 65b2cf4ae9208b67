import { defineModule } from '../module.ts';
import { createOrganisationAssetsService } from './asset-service.ts';
import { organisationAssetRoutes } from './assets.ts';
import { seedOrganisationsDemo } from './demo.ts';
import { manifestRoutes } from './manifest.ts';
import { createManifestService } from './manifest-service.ts';
import { createOrganisationsRepository } from './repository.ts';
import { organisationRoutes } from './routes.ts';
import { createOrganisationsService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    organisations: ReturnType<typeof createOrganisationsRepository>;
  }
}

/** Organisations, their features, seats and subscription packs, their branding assets and web app manifest. */
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
      await api.register(manifestRoutes(createManifestService({ repo: repos.organisations })));
    },
  demo: seedOrganisationsDemo,
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { groupByCategory } from './catalogue.ts';
export { demoOrganisations } from './demo.ts';
export { seatsAt } from './seats-queries.ts';
