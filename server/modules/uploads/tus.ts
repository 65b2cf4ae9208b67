import { mkdirSync } from 'node:fs';
import { Server, EVENTS } from '@tus/server';
import { FileStore } from '@tus/file-store';
import type { DataStore, Locker, Upload } from '@tus/utils';
import { RefusingLocker } from './locker.ts';
import type { UploadActivity } from './activity-repository.ts';
import { IdleExpiryStore } from './idle-expiry-store.ts';

export const UPLOADS_PATH = '/api/uploads';

/** Header the route sets (after removing any the client sent) to tell tus the request's organisation. */
export const ORGANISATION_HEADER = 'x-lantern-organisation';

export interface UploadSettings {
  /** Where the file store keeps uploads. */
  dir: string;
  maxBytes: number;
  mediaTypes: string[];
  /** Uploads that received no bytes this long are abandoned and swept. */
  expiryMs: number;
  /** Another store (S3) instead of the file store. */
  datastore?: DataStore;
  /** The clock expiries are counted on (the app's clock when absent). */
  now?: () => number;
}

export interface UploadEvents {
  /** Every byte has arrived (before the final PATCH is answered). */
  finished(upload: Upload): Promise<void>;
}

/** The tus 1.0 server: creation, creation-with-upload, core, termination, expiration. */
export function createTusServer(
  settings: UploadSettings,
  activity: UploadActivity,
  events: UploadEvents,
  locker: Locker = new RefusingLocker(),
) {
  mkdirSync(settings.dir, { recursive: true });
  // Neither store is given an expiry: both would count it from creation (see IdleExpiryStore).
  const datastore = new IdleExpiryStore(
    settings.datastore ?? new FileStore({ directory: settings.dir }),
    activity,
  );
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
      // A finished upload no longer expires.
      await activity.forget(upload.id);
      await events.finished(upload);
      return {};
    },
  });
  announceExpiry(server, activity);
  return {
    server,
    datastore,
    /** Removes abandoned uploads; answers how many. */
    sweep: () => server.cleanUpExpiredUploads(),
    events: EVENTS,
  };
}
export type TusServer = ReturnType<typeof createTusServer>;

/**
 * Creation, HEAD and PATCH answer `Upload-Expires` (tus's expiration extension) with the expiry
 * of the upload's last bytes: a client sees it move with each chunk. A finished upload has none.
 */
function announceExpiry(server: Server, activity: UploadActivity) {
  for (const method of ['POST', 'HEAD', 'PATCH'] as const) {
    const handler = server.handlers[method];
    const send = handler.send.bind(handler);
    handler.send = async (req, context, headers) => {
      const response = await send(req, context, headers);
      const location = response.headers.get('location');
      const id = method === 'POST' ? location?.split('/').pop() : handler.getFileIdFromRequest(req);
      const expires = id && response.ok ? await activity.expiresAt(decodeURIComponent(id)) : null;
      if (expires === null) response.headers.delete('upload-expires');
      else response.headers.set('upload-expires', new Date(expires).toUTCString());
      return response;
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The tus server (tests run its expiry sweep). */
    uploads: TusServer;
  }
}
