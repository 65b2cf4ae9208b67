import { defineModule } from '../module.ts';
import { createAppContentService } from './app-content-service.ts';
import { areaVideoRoutes } from './area-video-routes.ts';
import { areaAppRoutes } from './app-routes.ts';
import { seedAreasDemo } from './demo.ts';
import { createAreasRepository } from './repository.ts';
import { areaRoutes } from './routes.ts';
import { createAreasService } from './service.ts';
import { userAreaRoutes } from './user-area-routes.ts';
import { createUserAreasService } from './user-areas.ts';

declare module '../module.ts' {
  interface Repositories {
    areas: ReturnType<typeof createAreasRepository>;
  }
}

/** An organisation's areas (wards, clinics), their carousels, and who belongs to which. */
export const areasModule = defineModule({
  name: 'areas',
  repositories: (db) => ({ areas: createAreasRepository(db) }),
  plugin: ({ repos, audit, services: { videos, areaVideos } }) =>
    async function areasPlugin(api) {
      await api.register(areaRoutes(createAreasService({ repo: repos.areas, audit })));
      await api.register(userAreaRoutes(createUserAreasService({ repo: repos.areas, audit })));
      // An area's videos: the video library's service, over the area.
      await api.register(areaVideoRoutes(areaVideos));
      await api.register(
        areaAppRoutes(
          createAppContentService({
            areas: repos.areas,
            videos: repos.videos,
            toVideos: videos.toVideos,
            hasFeature: async (organisationId, feature) =>
              (await repos.organisations.byId(organisationId))?.features.includes(feature) ?? false,
          }),
        ),
      );
    },
  demo: seedAreasDemo,
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { createAreasRepository } from './repository.ts';
export { assertAreasOf } from './rules.ts';
