import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { JobSpec } from '../../jobs/engine.ts';
import type { ModuleContext, Services } from '../module.ts';
import { createFrameGrabber, type FrameGrabber } from './frame-grabber.ts';
import { createLocalHost } from './local-host.ts';

/** Sent when an upload to the local host finishes: `{ videoId }`. */
export const THUMBNAIL_JOB = 'videos.thumbnail';

/** Where the frame is taken: a tenth into the video (past a fade-in), never later than 5 s. */
const frameAt = (durationMs: number | null) => Math.min((durationMs ?? 0) / 10, 5000);

/**
 * Reads a finished local video's length and makes its thumbnail from one of its frames — unless
 * an admin chose one by hand already (they may still replace the one made here). A file ffmpeg
 * cannot read leaves the video ready without a thumbnail; the job is done with it, not retried.
 */
export function thumbnailJob(
  context: Pick<ModuleContext, 'db' | 'signer' | 'services' | 'repos' | 'audit' | 'log'>,
  grabber: FrameGrabber = createFrameGrabber(context.log),
): JobSpec<{ videoId: string }> {
  const { repos, audit } = context;
  const { uploads } = context.services;
  const videos = repos.videos;
  // Vimeo keeps its own pictures: only the local host's videos are read here.
  const host = createLocalHost({ db: context.db, signer: context.signer, tus: uploads.tus });
  return {
    name: THUMBNAIL_JOB,
    // Only an unexpected failure (the database) throws: two more tries, a minute apart.
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
    async run({ videoId }) {
      const video = await videos.byId(videoId);
      if (!video || video.status !== 'ready' || video.host !== 'local') return;
      await withLocalFile(uploads, video.hostVideoId ?? video.id, async (file) => {
        const durationMs = await grabber.durationMs(file);
        const image = video.thumbnailUrl ? null : await grabber.frame(file, frameAt(durationMs));
        // An admin who set a thumbnail by hand while ffmpeg worked keeps theirs.
        const current = await videos.byId(videoId);
        if (!current || (durationMs === null && (!image || current.thumbnailUrl))) return;
        const url =
          image && !current.thumbnailUrl ? await host.setThumbnail(current, image, 'image/jpeg') : null;
        await videos.transaction(async (tx) => {
          await videos.update(
            videoId,
            {
              ...(durationMs !== null && { durationMs }),
              ...(url && { thumbnailUrl: url, updatedAt: new Date() }),
            },
            tx,
          );
          if (url && image)
            await audit.record(
              {
                actorId: null,
                organisationId: current.organisationId,
                action: 'video.thumbnail',
                subject: videoId,
                detail: { bytes: image.length, from: 'frame' },
              },
              tx,
            );
        });
      });
    },
  };
}

/** The upload's file on this disk: the file store's own, or a temporary copy of what S3 keeps. */
async function withLocalFile(
  uploads: Services['uploads'],
  id: string,
  work: (file: string) => Promise<void>,
): Promise<void> {
  if (!uploads.settings.datastore) return work(path.join(uploads.settings.dir, id));
  const dir = mkdtempSync(path.join(tmpdir(), 'lantern-frame-'));
  try {
    const file = path.join(dir, 'video');
    await pipeline((await uploads.tus.datastore.read(id)) as Readable, createWriteStream(file));
    await work(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
