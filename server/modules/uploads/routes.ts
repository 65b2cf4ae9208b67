import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import { Metadata } from '@tus/utils';
import { z } from 'zod';
import { ApiError, notFound, validationError as invalid } from '../../http/errors.ts';
import type { VideosService } from '../videos/index.ts';
import { ORGANISATION_HEADER, type TusServer, type UploadSettings } from './tus.ts';

/**
 * The tus endpoint at /api/uploads. Our checks run first, with our error shape: a signed-in
 * admin of an organisation with videos; at creation, the length, size limit, media type and the
 * video the upload is for; afterwards, that the upload is the organisation's (another's reads as
 * missing). Then the request is handed to @tus/server untouched.
 */
export const uploadRoutes =
  (tus: TusServer, settings: UploadSettings, videos: VideosService): FastifyPluginAsync =>
  async (app) => {
    // tus reads the body itself: leave the stream unread.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

    const handOver = async (request: FastifyRequest, reply: FastifyReply, organisationId: string) => {
      // @tus/server reads the raw header list: replace any value the client sent with ours.
      const raw = request.raw.rawHeaders;
      for (let i = raw.length - 2; i >= 0; i -= 2)
        if (raw[i]?.toLowerCase() === ORGANISATION_HEADER) raw.splice(i, 2);
      raw.push(ORGANISATION_HEADER, organisationId);
      request.raw.headers[ORGANISATION_HEADER] = organisationId;
      reply.hijack();
      await tus.server.handle(request.raw, reply.raw);
    };

    const hidden = { schema: { hide: true }, config: { permission: 'videos.manage' as const } };

    app.post('/uploads', hidden, async (request, reply) => {
      const organisationId = await videos.managed(request.tenancy);
      const header = request.headers['upload-length'];
      if (request.headers['upload-defer-length'] !== undefined)
        throw invalid(
          'Upload-Length',
          'Uploads must declare their length: Upload-Defer-Length is not accepted',
        );
      const length = Number(header);
      if (header === undefined || !Number.isSafeInteger(length) || length < 0)
        throw invalid('Upload-Length', 'Upload-Length must be the size of the file in bytes');
      if (length > settings.maxBytes)
        throw new ApiError(
          413,
          'PayloadTooLarge',
          `The file is larger than the ${settings.maxBytes}-byte limit of an upload`,
        );
      let metadata: Record<string, string | null>;
      try {
        metadata = Metadata.parse(String(request.headers['upload-metadata'] ?? ''));
      } catch {
        throw invalid('Upload-Metadata', 'Upload-Metadata is not valid tus metadata');
      }
      const filetype = metadata.filetype ?? '';
      if (!settings.mediaTypes.includes(filetype))
        throw new ApiError(
          415,
          'UnsupportedMediaType',
          `Accepted video types: ${settings.mediaTypes.join(', ')}`,
        );
      const videoId = metadata.video_id ?? '';
      if (!z.uuid().safeParse(videoId).success)
        throw invalid('Upload-Metadata', 'video_id names the video being uploaded');
      const video = await videos.videoIn(organisationId, videoId);
      if (video.status !== 'uploading' || (await tus.datastore.getUpload(videoId).catch(() => null)))
        throw new ApiError(409, 'Conflict', 'This video already has its upload: resume it instead');
      if (video.size !== length)
        throw invalid('Upload-Length', `The video was announced as ${video.size} bytes`);
      await handOver(request, reply, organisationId);
    });

    const existing = async (request: FastifyRequest, reply: FastifyReply) => {
      const organisationId = await videos.managed(request.tenancy);
      const { id } = request.params as { id: string };
      const upload = await tus.datastore.getUpload(id).catch(() => null);
      // A missing upload gets tus's own answer (404, or 410 once expired); another
      // organisation's is refused as if it did not exist, and nothing reaches the store.
      if (upload && upload.metadata?.organisation_id !== organisationId) throw notFound('Upload');
      await handOver(request, reply, organisationId);
    };
    app.head('/uploads/:id', hidden, existing);
    app.patch('/uploads/:id', hidden, existing);
    app.delete('/uploads/:id', hidden, existing);
  };
