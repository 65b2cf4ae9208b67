import { z } from 'zod';
import send from '@fastify/send';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_TYPES,
  apiErrorSchema,
  text,
  videoIdParamsSchema,
  videosEndpoints as endpoints,
} from '../../../src/api/contracts/index.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/responses.ts';
import { MEDIA_HEADERS } from '../../http/media-sniff.ts';
import type { UrlSigner } from '../../http/signed-url.ts';
import { videoFilePath } from './local-host.ts';
import type { VideosService } from './service.ts';

const errors = errorResponses;
const tags = ['videos'];

/** Spec §7 organisation videos and area videos; playback of the local host's files. */
export const videoRoutes =
  (deps: {
    videos: VideosService;
    signer: UrlSigner;
    /** The file of a finished upload on disk, or null when uploads live elsewhere (S3). */
    fileOf: (hostVideoId: string) => string | null;
    /** Reads a finished upload from a store without files (S3): whole, without ranges. */
    read: (hostVideoId: string) => NodeJS.ReadableStream;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { videos, signer } = deps;
    app.addContentTypeParser(
      [...THUMBNAIL_TYPES],
      { parseAs: 'buffer', bodyLimit: THUMBNAIL_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );

    app.route({
      ...endpointRoute(endpoints.list, { tags, summary: "The organisation's videos, a page at a time" }),
      handler: async (request) => videos.list(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.titleCheck, {
        tags,
        summary: 'Whether another video of the organisation has this title',
      }),
      handler: async (request) => ({
        exists: await videos.titleExists(request.tenancy, request.query.title, request.query.video_id),
      }),
    });
    app.route({
      ...endpointRoute(endpoints.get, { tags, summary: 'One video' }),
      handler: async (request) => videos.get(request.tenancy, request.params.video_id),
    });
    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary: 'Announce an upload: the video, and where the browser sends its bytes',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await videos.create(request.tenancy, request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.setAreas, { tags, summary: 'Set the areas of several videos' }),
      handler: async (request) => ({ data: await videos.setAreas(request.tenancy, request.body) }),
    });
    app.route({
      ...endpointRoute(endpoints.uploaded, {
        tags,
        summary:
          'The browser finished the upload: the video is ready once the host confirms it has every byte',
      }),
      handler: async (request) => videos.confirmUploaded(request.tenancy, request.params.video_id),
    });
    app.route({
      ...endpointRoute(endpoints.update, { tags, summary: 'Edit a video: title, published, areas' }),
      handler: async (request) => videos.update(request.tenancy, request.params.video_id, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.thumbnail, {
        tags,
        summary: 'A new thumbnail (image/png, image/jpeg or image/webp body) sent to the video host',
        errors: { ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      }),
      handler: async (request) => {
        const type = String(request.headers['content-type']).split(';')[0]?.trim() ?? '';
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw validationError('body', 'Send the image as the request body', 'The image is empty');
        return videos.setThumbnail(request.tenancy, request.params.video_id, request.body, type);
      },
    });
    app.route({
      ...endpointRoute(endpoints.remove, { tags, summary: 'Delete a video' }),
      handler: async (request, reply) => {
        await videos.remove(request.tenancy, [request.params.video_id]);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.removeMany, { tags, summary: 'Delete several videos' }),
      handler: async (request, reply) => {
        await videos.remove(request.tenancy, request.body.video_ids);
        return reply.code(204).send();
      },
    });

    // Media the browser loads by itself: a signed address (file), a content-hash capability (thumbnail).
    const signed = z.object({ exp: text().max(32).optional(), sig: text().max(128).optional() });
    app.get(
      '/organisation-videos/:video_id/file',
      {
        config: { public: 'a signed, expiring address is the credential' },
        schema: {
          tags: ['videos'],
          summary: 'Play a video of the local host (signed address; HTTP range requests)',
          params: videoIdParamsSchema,
          querystring: signed,
        },
      },
      async (request, reply) => {
        const { video_id } = request.params;
        if (!signer.verify(videoFilePath(video_id), request.query.exp, request.query.sig))
          throw forbidden('This video address has expired or is not valid');
        const [video] = await videos.rowsByIds([video_id]);
        if (!video || video.status !== 'ready' || !video.hostVideoId) throw notFound('Video');
        const file = deps.fileOf(video.hostVideoId);
        if (!file)
          return reply
            .headers(MEDIA_HEADERS)
            .header('content-type', video.filetype)
            .header('cache-control', 'private, max-age=3600')
            .send(deps.read(video.hostVideoId));
        const result = await send(request.raw, file, {
          acceptRanges: true,
          cacheControl: false,
          etag: true,
          lastModified: true,
        });
        if (result.type === 'error') throw notFound('Video');
        reply
          .code(result.statusCode)
          .headers(result.headers)
          .headers(MEDIA_HEADERS)
          .header('content-type', video.filetype)
          .header('cache-control', 'private, max-age=3600');
        return reply.send(result.stream);
      },
    );
    app.get(
      '/organisation-videos/:video_id/thumbnail',
      {
        config: { public: 'the content hash in the address is the credential' },
        schema: {
          tags: ['videos'],
          summary: "A video's thumbnail (its address carries the content hash)",
          params: videoIdParamsSchema,
          querystring: z.object({ v: text().max(64).optional() }),
        },
      },
      async (request, reply) => {
        const thumbnail = await videos.thumbnail(request.params.video_id);
        if (
          !thumbnail ||
          !request.query.v ||
          !thumbnail.hash.startsWith(request.query.v) ||
          request.query.v.length < 32
        )
          throw notFound('Thumbnail');
        const etag = `"${thumbnail.hash}"`;
        reply
          .header('etag', etag)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .headers(MEDIA_HEADERS);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(thumbnail.contentType).send(thumbnail.data);
      },
    );
  };
