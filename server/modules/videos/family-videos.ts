import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyVideosEndpoints, type FamilyVideo } from '../../../src/api/contracts/family-videos.ts';
import type { Paged } from '../../../src/api/contracts/pagination.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { VideosRepository } from './repository.ts';
import type { VideosService } from './service.ts';

/** What a family watches: the videos their areas show, each with a signed address to play it. */
export function createFamilyVideosService(deps: {
  repo: Pick<VideosRepository, 'shownPage'>;
  videos: Pick<VideosService, 'toVideos'>;
}) {
  return {
    async list(t: Tenancy, q: { page: number; size: number }): Promise<Paged<FamilyVideo>> {
      const organisationId = requireOrganisation(t);
      const { rows, total } = await deps.repo.shownPage(t.principal.sub, organisationId, q);
      const videos = await deps.videos.toVideos(rows);
      return {
        data: videos.map((v) => ({
          id: v.id,
          title: v.title,
          host: v.host,
          thumbnail_url: v.thumbnail_url,
          playback_url: v.playback_url,
          caption_languages: v.caption_languages,
        })),
        page: q.page,
        size: q.size,
        total,
      };
    },
  };
}
type FamilyVideosService = ReturnType<typeof createFamilyVideosService>;

export const familyVideoRoutes =
  (deps: { family: FamilyVideosService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(familyVideosEndpoints.list, {
        tags: ['videos'],
        summary: "The videos a guardian's areas show, newest first, a page at a time",
      }),
      handler: async (request) => deps.family.list(request.tenancy, request.query),
    });
  };
