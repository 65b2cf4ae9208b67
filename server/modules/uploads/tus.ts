import { mkdirSync } from 'node:fs';
import { Server, EVENTS } from '@tus/server';
import { FileStore } from '@tus/file-store';
import type { DataStore, Locker, Upload } from '@tus/utils';
import { RefusingLocker } from './locker.ts';

export const UPLOADS_PATH = '/api/uploads';

/** Header the route sets (after removing any the client sent) to tell tus the request's organisation. */
export const ORGANISATION_HEADER = 'x-lantern-organisation';

export interface UploadSettings {
  /** Where the file store keeps uploads. */
  dir: string;
  maxBytes: number;
  mediaTypes: string[];
  /** Uploads untouched this long are abandoned and swept. */
  expiryMs: number;
  /** Another store (S3) instead of the file store. */
  datastore?: DataStore;
}

export interface UploadEvents {
  /** Every byte has arrived (before the final PATCH is answered). */
  finished(upload: Upload): Promise<void>;
}

/** The tus 1.0 server: creation, creation-with-upload, core, termination, expiration. */
export function createTusServer(
  settings: UploadSettings,
  events: UploadEvents,
  locker: Locker = new RefusingLocker(),
) {
  mkdirSync(settings.dir, { recursive: true });
  const datastore =
    settings.datastore ??
    new FileStore({ directory: settings.dir, expirationPeriodInMilliseconds: settings.expiryMs });
  const server = new Server({
    path: UPLOADS_PATH,
    datastore,
    // One process: in memory; several on one PostgreSQL: the AdvisoryLocker shared through it.
    locker,
    maxSize: settings.maxBytes,
    relativeLocation: true,
    respectForwardedHeaders: true,
    // One upload per video: the upload is named by the video it carries (checked by the route).
    namingFunction: (_req, metadata) => String(metadata?.video_id),
    async onUploadCreate(req, upload) {
      // The organisation comes from the signed-in request, never from the client's metadata.
      const organisation = req.headers.get(ORGANISATION_HEADER) ?? '';
      return { metadata: { ...upload.metadata, organisation_id: organisation } };
    },
    async onUploadFinish(_req, upload) {
      await events.finished(upload);
      return {};
    },
  });
  return {
    server,
    datastore,
    /** Removes abandoned uploads; answers how many. */
    sweep: () => server.cleanUpExpiredUploads(),
    events: EVENTS,
  };
}
export type TusServer = ReturnType<typeof createTusServer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The tus server (tests run its expiry sweep). */
    uploads: TusServer;
  }
}
