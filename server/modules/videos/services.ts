import { headOf } from '../../http/media-sniff.ts';
import type { ModuleContext } from '../module.ts';
import { createAreaVideosService, type AreaVideosService } from './area-videos.ts';
import { createCaptionRules } from './caption-rules.ts';
import { createLocalHost } from './local-host.ts';
import { createVideosService, type VideosService } from './service.ts';
import { THUMBNAIL_JOB } from './thumbnails.ts';

/** What the videos module provides: the video library, and an area's videos over it. */
export interface VideoServices {
  videos: VideosService;
  areaVideos: AreaVideosService;
}

/** The video library, which hears of the upload endpoint's finished uploads. */
export function createVideoServices(context: ModuleContext): VideoServices {
  const { deps, db, repos, audit, signer, jobs } = context;
  const { tus, settings } = context.services.uploads;
  const localHost = createLocalHost({ db, signer, tus });
  const videos = createVideosService({
    repo: repos.videos,
    areas: repos.areas,
    audit,
    host: deps.videoHost ? deps.videoHost(localHost) : localHost,
    captions: createCaptionRules({ captions: repos.captions, organisations: repos.organisations }),
    media: { types: settings.mediaTypes, maxBytes: settings.maxBytes },
  });
  context.services.uploads.afterUpload(async (upload) => {
    // The first bytes decide whether the file is the video it was announced as.
    const head = await headOf(
      (tus.datastore as unknown as { read(id: string): NodeJS.ReadableStream }).read(upload.id),
    );
    const videoId = String(upload.metadata?.video_id);
    await videos.uploadFinished(videoId, upload.id, head);
    // Its length and a thumbnail, read from the file after the answer (a ready video only).
    await jobs.send(THUMBNAIL_JOB, { videoId });
  });
  return { videos, areaVideos: createAreaVideosService({ repo: repos.videos, audit, videos }) };
}
