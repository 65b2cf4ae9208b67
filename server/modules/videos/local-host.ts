import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { videoThumbnails } from './schema.ts';
import type { UrlSigner } from '../../http/signed-url.ts';
import type { TusServer } from '../uploads/index.ts';
import { UPLOADS_PATH } from '../uploads/index.ts';
import type { VideoHostPort } from './host-port.ts';

export const videoFilePath = (videoId: string) => `/api/organisation-videos/${videoId}/file`;

/**
 * The default host: the browser uploads to our tus endpoint, the finished upload is the video
 * file (played through a signed, range-capable address), thumbnails are kept in the database.
 */
export function createLocalHost(deps: { db: Db; signer: UrlSigner; tus: TusServer }): VideoHostPort {
  const { db, signer, tus } = deps;
  return {
    name: 'local',
    async createUpload({ videoId, filetype, title }) {
      return {
        hostVideoId: null,
        endpoint: UPLOADS_PATH,
        uploadLink: null,
        metadata: { video_id: videoId, filetype, filename: title },
      };
    },
    async setThumbnail(video, image, contentType) {
      const hash = createHash('sha256').update(image).digest('hex');
      await db
        .insert(videoThumbnails)
        .values({ videoId: video.id, contentType, data: image, hash })
        .onConflictDoUpdate({
          target: videoThumbnails.videoId,
          set: { contentType, data: image, hash, updatedAt: new Date() },
        });
      return `/api/organisation-videos/${video.id}/thumbnail?v=${hash.slice(0, 32)}`;
    },
    playbackUrl(video) {
      return video.status === 'ready' ? signer.sign(videoFilePath(video.id)) : null;
    },
    async confirmUpload(video) {
      const upload = await tus.datastore.getUpload(video.id).catch(() => null);
      return upload !== null && upload.offset === video.size;
    },
    async remove(video) {
      await db.delete(videoThumbnails).where(eq(videoThumbnails.videoId, video.id));
      // The upload is named by the video, finished or not: an unfinished one goes too.
      await tus.datastore.remove(video.hostVideoId ?? video.id).catch(() => undefined);
    },
  };
}
