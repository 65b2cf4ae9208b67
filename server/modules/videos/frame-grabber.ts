import { execFile } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';

/** Thumbnails are this wide at most (a phone's list and a tablet's grid); smaller videos keep their width. */
export const THUMBNAIL_WIDTH = 640;

/** What ffprobe and ffmpeg read from a video file. */
export interface FrameGrabber {
  /** The video's length in milliseconds; null when the file has none ffprobe can read. */
  durationMs(file: string): Promise<number | null>;
  /** One frame `atMs` into the video, as a JPEG; null when none can be taken. */
  frame(file: string, atMs: number): Promise<Buffer | null>;
}

type Run = (binary: string, args: string[], timeoutMs: number) => Promise<Buffer>;

const run: Run = (binary, args, timeoutMs) =>
  new Promise((resolve, reject) => {
    // No shell: the file's path is one argument, never parsed.
    execFile(
      binary,
      args,
      { encoding: 'buffer', timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });

/**
 * ffprobe and ffmpeg from the PATH (Debian's `ffmpeg` package). A missing program is said once
 * in the log and every answer is null: videos are then ready without a thumbnail, as before. A
 * file they cannot read (not a video, cut short) answers null too: it is not worth a retry.
 */
export function createFrameGrabber(
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  binaries = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
): FrameGrabber {
  let missingSaid = false;
  const attempt = async (binary: string, args: string[], timeoutMs: number) => {
    try {
      return await run(binary, args, timeoutMs);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        if (!missingSaid)
          log.warn(`${binary} is not installed: videos get no thumbnail until ffmpeg (with ffprobe) is`);
        missingSaid = true;
      } else log.info({ err: error }, `${binary} could not read a video`);
      return null;
    }
  };
  return {
    async durationMs(file) {
      const out = await attempt(
        binaries.ffprobe,
        ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', `file:${file}`],
        30_000,
      );
      const seconds = Number.parseFloat(out?.toString() ?? '');
      return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null;
    },
    async frame(file, atMs) {
      const image = await attempt(
        binaries.ffmpeg,
        [
          ...['-nostdin', '-v', 'error', '-ss', (atMs / 1000).toFixed(3), '-i', `file:${file}`],
          ...['-frames:v', '1', '-vf', `scale='min(${THUMBNAIL_WIDTH},iw)':-2`],
          ...['-c:v', 'mjpeg', '-q:v', '4', '-f', 'image2', 'pipe:1'],
        ],
        60_000,
      );
      return image && image.length > 0 ? image : null;
    },
  };
}
