import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areasVideosEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { AreaVideosService } from '../videos/index.ts';

const tags = ['videos'];

/** Spec §7 area videos: which videos an area shows, and which are switched off for its app users. */
export const areaVideoRoutes =
  (areaVideos: AreaVideosService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary: "An area's videos (strict: only the area's; subscription: what its app users see)",
      }),
      handler: async (request) => areaVideos.list(request.tenancy, request.params.id, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.userVideos, { tags, summary: "What the area's app users are shown" }),
      handler: async (request) => areaVideos.userVideos(request.tenancy, request.params.id, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.add, { tags, summary: 'Add videos to an area' }),
      handler: async (request, reply) => {
        await areaVideos.add(request.tenancy, request.params.id, request.body.video_ids);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.disable, {
        tags,
        summary: "Switch videos off (or back on) for an area's app users",
      }),
      handler: async (request, reply) => {
        await areaVideos.disable(
          request.tenancy,
          request.params.id,
          request.body.video_ids,
          request.body.disabled,
        );
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.remove, { tags, summary: 'Take a video out of an area' }),
      handler: async (request, reply) => {
        await areaVideos.remove(request.tenancy, request.params.area_id, request.params.video_id);
        return reply.code(204).send();
      },
    });
  };
