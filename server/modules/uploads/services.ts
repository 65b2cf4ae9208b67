import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Upload } from '@tus/utils';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_UPLOAD_MEDIA_TYPES } from '../../app-deps.ts';
import type { ModuleContext } from '../module.ts';
import { createUploadActivity } from './activity-repository.ts';
import { AdvisoryLocker } from './advisory-locker.ts';
import { createTusServer, type TusServer, type UploadSettings } from './tus.ts';

/** What the uploads module provides: the upload endpoint's tus server and its settings. */
export interface UploadServices {
  tus: TusServer;
  settings: UploadSettings;
  /** Names the work done once an upload's every byte has arrived (the video library's). */
  afterUpload: (work: (upload: Upload) => Promise<void>) => void;
}

/** The upload endpoint, built once; the app's `uploads` is its tus server. */
export function createUploadServices({ deps, db }: ModuleContext, app: FastifyInstance): UploadServices {
  const settings: UploadSettings = {
    maxBytes: 5 * 1024 ** 3,
    mediaTypes: DEFAULT_UPLOAD_MEDIA_TYPES,
    expiryMs: 24 * 3_600_000,
    // Without a folder (tests, benchmarks) uploads go to a fresh temporary one.
    dir: deps.uploads?.dir ?? mkdtempSync(path.join(tmpdir(), 'lantern-uploads-')),
    now: deps.now ?? Date.now,
    ...deps.uploads,
  };
  // Named by the video library, which the list builds after this module.
  let afterUpload: ((upload: Upload) => Promise<void>) | undefined;
  // On PostgreSQL several servers may share the uploads: the lock is kept in the database.
  const locker = deps.database.pool ? new AdvisoryLocker(deps.database.pool) : undefined;
  if (locker) app.addHook('onClose', () => locker.close());
  const activity = createUploadActivity(db, {
    expiryMs: settings.expiryMs,
    now: settings.now ?? Date.now,
  });
  const tus = createTusServer(
    settings,
    activity,
    { finished: async (upload) => afterUpload?.(upload) },
    locker,
  );
  app.decorate('uploads', tus);
  return {
    tus,
    settings,
    afterUpload: (work) => {
      afterUpload = work;
    },
  };
}
