import path from 'node:path';
import { defineModule } from '../module.ts';
import { createCaptionsRepository } from './captions-repository.ts';
import { createVideosRepository } from './repository.ts';
import { videoRoutes } from './routes.ts';
import { createCaptionsService } from './captions.ts';
import { captionRoutes } from './captions-routes.ts';
import { createFamilyVideosService, familyVideoRoutes } from './family-videos.ts';
import { createVideoServices, type VideoServices } from './services.ts';
import { thumbnailJob } from './thumbnails.ts';

declare module '../module.ts' {
  interface Repositories {
    videos: ReturnType<typeof createVideosRepository>;
    captions: ReturnType<typeof createCaptionsRepository>;
  }
  interface Services {
    videos: VideoServices['videos'];
    areaVideos: VideoServices['areaVideos'];
  }
}

/** An organisation's video library: uploads to the video host, playback, thumbnails, areas' videos. */
export const videosModule = defineModule({
  name: 'videos',
  repositories: (db) => ({ videos: createVideosRepository(db), captions: createCaptionsRepository(db) }),
  provides: (context) => createVideoServices(context),
  plugin: ({
    signer,
    audit,
    repos,
    services: {
      videos,
      uploads: { tus, settings },
    },
  }) =>
    async function videosPlugin(api) {
      await api.register(
        videoRoutes({
          videos,
          signer,
          fileOf: (id) => (settings.datastore ? null : path.join(settings.dir, id)),
          read: (id) => (tus.datastore as unknown as { read(id: string): NodeJS.ReadableStream }).read(id),
        }),
      );
      const captions = createCaptionsService({
        repo: repos.captions,
        videos,
        audit,
        signer,
        organisations: repos.organisations,
      });
      await api.register(captionRoutes({ captions, signer }));
      await api.register(
        familyVideoRoutes({ family: createFamilyVideosService({ repo: repos.videos, videos }) }),
      );
    },
  // A finished upload's length and thumbnail, read with ffmpeg.
  jobs: (context) => [thumbnailJob(context)],
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export type { AreaVideosService } from './area-videos.ts';
export type { VideosRepository } from './repository.ts';
export { VIDEO_FEATURE } from './service.ts';
export type { VideosService } from './service.ts';
