import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  areaVideoPageSchema,
  areaVideoQuerySchema,
  areaVideosChangeSchema,
  areaVideosDisableSchema,
  idParamsSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses } from '../../http/responses.ts';
import type { AreaVideosService } from '../videos/index.ts';

const errors = errorResponses;
const secured = { tags: ['videos'], security: [{ bearer: [] }] };

/** Spec §7 area videos: which videos an area shows, and which are switched off for its app users. */
export const areaVideoRoutes =
  (areaVideos: AreaVideosService): FastifyPluginAsyncZod =>
  async (app) => {
    const areaParams = idParamsSchema;
    app.get(
      '/organisation-areas/:id/videos',
      {
        config: { permission: 'videos.manage' },
        schema: {
          ...secured,
          summary: "An area's videos (strict: only the area's; subscription: what its app users see)",
          params: areaParams,
          querystring: areaVideoQuerySchema,
          response: { 200: areaVideoPageSchema, ...errors },
        },
      },
      async (request) => areaVideos.list(request.tenancy, request.params.id, request.query),
    );
    app.get(
      '/organisation-areas/:id/user-videos',
      {
        config: { permission: 'videos.manage' },
        schema: {
          ...secured,
          summary: "What the area's app users are shown",
          params: areaParams,
          querystring: areaVideoQuerySchema.pick({ page: true, size: true }),
          response: { 200: areaVideoPageSchema, ...errors },
        },
      },
      async (request) => areaVideos.userVideos(request.tenancy, request.params.id, request.query),
    );
    app.put(
      '/organisation-areas/:id/videos',
      {
        config: { permission: 'videos.manage' },
        schema: {
          ...secured,
          summary: 'Add videos to an area',
          params: areaParams,
          body: areaVideosChangeSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await areaVideos.add(request.tenancy, request.params.id, request.body.video_ids);
        return reply.code(204).send();
      },
    );
    app.put(
      '/organisation-areas/:id/disable-videos',
      {
        config: { permission: 'videos.manage' },
        schema: {
          ...secured,
          summary: "Switch videos off (or back on) for an area's app users",
          params: areaParams,
          body: areaVideosDisableSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await areaVideos.disable(
          request.tenancy,
          request.params.id,
          request.body.video_ids,
          request.body.disabled,
        );
        return reply.code(204).send();
      },
    );
    app.delete(
      '/organisation-areas/:area_id/videos/:video_id',
      {
        config: { permission: 'videos.manage' },
        schema: {
          ...secured,
          summary: 'Take a video out of an area',
          params: z.object({ area_id: z.uuid(), video_id: z.uuid() }),
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await areaVideos.remove(request.tenancy, request.params.area_id, request.params.video_id);
        return reply.code(204).send();
      },
    );
  };
