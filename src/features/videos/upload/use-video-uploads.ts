import { useCallback, useEffect, useMemo } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import * as tus from 'tus-js-client';
import type { VideoCreated } from '../../../api/contracts/index.ts';
import { useApiClient } from '../../../api/index.ts';
import { organisationHeaders, sessionAtom } from '../../session/index.ts';
import { announceVideo, confirmUpload, renewSession } from '../api/uploads.ts';
import { VIDEO_CHUNK_SIZE, VIDEO_RETRY_DELAYS, shouldRetry } from './retry.ts';
import { uploadErrorKey, type UploadErrorKey } from './upload-errors.ts';
import { uploadStore } from './upload-store.ts';

export type UploadState = 'uploading' | 'paused' | 'offline' | 'retrying' | 'failed' | 'done';

/** Spec §3's Videos slice (video_id, progress, paused) with what the screen shows. */
export interface VideoUpload {
  video_id: string;
  title: string;
  size: number;
  progress: number;
  paused: boolean;
  state: UploadState;
  error: UploadErrorKey | null;
  /** Resumed after a reload from this fraction. */
  resumedFrom: number | null;
}

export const videoUploadsAtom = atom<VideoUpload[]>([]);

type Store = ReturnType<typeof useStore>;

/** The running tus uploads of this page, by video id (they outlive the screen that started them). */
const running = new Map<string, tus.Upload>();

const patch = (store: Store, videoId: string, change: Partial<VideoUpload>) =>
  store.set(videoUploadsAtom, (all) => all.map((u) => (u.video_id === videoId ? { ...u, ...change } : u)));

interface TusOptions {
  videoId: string;
  endpoint: string | null;
  uploadUrl: string | null;
  metadata: Record<string, string>;
  /** Tells the server the browser sent every byte (the host confirms it). */
  confirm: (videoId: string) => Promise<unknown>;
  /** An upload outlives an access token: a 401 renews the session and the upload retries. */
  renew: () => void;
}

function startTus(store: Store, file: Blob, options: TusOptions) {
  const upload = new tus.Upload(file, {
    endpoint: options.endpoint ?? undefined,
    uploadUrl: options.uploadUrl ?? undefined,
    chunkSize: VIDEO_CHUNK_SIZE,
    retryDelays: VIDEO_RETRY_DELAYS,
    metadata: options.metadata,
    // Our own IndexedDB record is the resume store (docs/product.md § What the portal shows and keeps); no tus fingerprints in localStorage.
    storeFingerprintForResuming: false,
    onBeforeRequest(req) {
      // Only our own tus endpoint gets the session; a host's upload link never does.
      if (!req.getURL().startsWith(window.location.origin) && !req.getURL().startsWith('/')) return;
      const session = store.get(sessionAtom);
      if (session) req.setHeader('authorization', `Bearer ${session.token}`);
      for (const [name, value] of Object.entries(organisationHeaders(store)())) req.setHeader(name, value);
    },
    onShouldRetry(error) {
      const status = error.originalResponse?.getStatus() ?? null;
      if (status === 401 && navigator.onLine) {
        options.renew();
        return true;
      }
      const retry = shouldRetry(status, navigator.onLine);
      if (retry)
        patch(store, options.videoId, { state: 'retrying', error: status === 423 ? 'locked' : null });
      return retry;
    },
    onUploadUrlAvailable() {
      void uploadStore.update(options.videoId, { upload_link: upload.url });
    },
    onProgress(sent, total) {
      const progress = total ? sent / total : 0;
      patch(store, options.videoId, { progress, state: 'uploading', error: null });
      void uploadStore.update(options.videoId, { progress });
    },
    onSuccess() {
      running.delete(options.videoId);
      // Spec §4: completion removes the local record.
      void uploadStore.remove(options.videoId);
      void options.confirm(options.videoId).then(
        () => patch(store, options.videoId, { progress: 1, state: 'done', error: null }),
        () => patch(store, options.videoId, { progress: 1, state: 'failed', error: 'failed' }),
      );
    },
    onError(error) {
      const status = (error as tus.DetailedError).originalResponse?.getStatus?.() ?? null;
      const offline = !navigator.onLine;
      patch(store, options.videoId, {
        state: offline ? 'offline' : 'failed',
        error: offline ? null : uploadErrorKey(status, error.message),
      });
    },
  });
  running.set(options.videoId, upload);
  upload.start();
}

/** What a tus upload needs of the API: confirming a finished upload, renewing the session. */
function useServerCalls() {
  const client = useApiClient();
  return useMemo(
    () => ({
      confirm: (videoId: string) => confirmUpload(client, videoId),
      renew: () => void renewSession(client).catch(() => undefined),
    }),
    [client],
  );
}

/**
 * Resumable video uploads (docs/product.md § Account statuses): announce each file, upload it with tus in 1,000,000-byte
 * chunks, keep a record in IndexedDB, pause and resume, and on page load resume the user's
 * stored uploads from the server's offset unless paused. Offline uploads resume when back online.
 */
export function useVideoUploads() {
  const store = useStore();
  const client = useApiClient();
  const uploads = useAtomValue(videoUploadsAtom);
  const calls = useServerCalls();

  const add = useCallback(
    async (file: File, title: string): Promise<VideoCreated> => {
      const userId = store.get(sessionAtom)?.user.id;
      if (!userId) throw new Error('Not signed in');
      const created = await announceVideo(client, { title, size: file.size, filetype: file.type });
      const videoId = created.data.id;
      await uploadStore.add({
        user_id: userId,
        video_id: videoId,
        file,
        title,
        paused: false,
        progress: 0,
        upload_link: created.upload.upload_link,
      });
      store.set(videoUploadsAtom, (all) => [
        ...all,
        {
          video_id: videoId,
          title,
          size: file.size,
          progress: 0,
          paused: false,
          state: 'uploading',
          error: null,
          resumedFrom: null,
        },
      ]);
      startTus(store, file, {
        videoId,
        endpoint: created.upload.endpoint,
        uploadUrl: created.upload.upload_link,
        metadata: created.upload.metadata,
        ...calls,
      });
      return created;
    },
    [client, store, calls],
  );

  const pause = useCallback(
    async (videoId: string) => {
      await running.get(videoId)?.abort();
      patch(store, videoId, { paused: true, state: 'paused' });
      await uploadStore.update(videoId, { paused: true });
    },
    [store],
  );

  const resume = useCallback(
    async (videoId: string) => {
      await uploadStore.update(videoId, { paused: false });
      patch(store, videoId, { paused: false, state: 'uploading', error: null });
      const upload = running.get(videoId);
      if (upload) {
        upload.start();
        return;
      }
      const userId = store.get(sessionAtom)?.user.id ?? '';
      const record = (await uploadStore.ofUser(userId)).find((r) => r.video_id === videoId);
      if (record)
        startTus(store, record.file, {
          videoId,
          endpoint: null,
          uploadUrl: record.upload_link,
          metadata: {},
          ...calls,
        });
    },
    [store, calls],
  );

  /** Drops an upload the user gives up on: the server's copy is terminated, the record removed. */
  const cancel = useCallback(
    async (videoId: string) => {
      await running
        .get(videoId)
        ?.abort(true)
        .catch(() => undefined);
      running.delete(videoId);
      await uploadStore.remove(videoId);
      store.set(videoUploadsAtom, (all) => all.filter((u) => u.video_id !== videoId));
    },
    [store],
  );

  return { uploads, add, pause, resume, cancel };
}

/** On page load: the user's stored uploads continue from the server's offset unless paused. */
export function useRestoreUploads() {
  const store = useStore();
  const calls = useServerCalls();
  const userId = useAtomValue(sessionAtom)?.user.id;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void uploadStore.ofUser(userId).then((records) => {
      if (cancelled) return;
      for (const record of records) {
        if (running.has(record.video_id)) continue;
        const known = store.get(videoUploadsAtom).some((u) => u.video_id === record.video_id);
        if (!known)
          store.set(videoUploadsAtom, (all) => [
            ...all,
            {
              video_id: record.video_id,
              title: record.title,
              size: record.file.size,
              progress: record.progress,
              paused: record.paused,
              state: record.paused ? 'paused' : 'uploading',
              error: null,
              resumedFrom: record.progress,
            },
          ]);
        // tus-js-client asks the server (HEAD) for the offset and continues from there.
        if (!record.paused && record.upload_link)
          startTus(store, record.file, {
            videoId: record.video_id,
            endpoint: null,
            uploadUrl: record.upload_link,
            metadata: {},
            ...calls,
          });
      }
    });
    const online = () => {
      for (const upload of store.get(videoUploadsAtom))
        if (upload.state === 'offline') {
          patch(store, upload.video_id, { state: 'uploading' });
          running.get(upload.video_id)?.start();
        }
    };
    window.addEventListener('online', online);
    return () => {
      cancelled = true;
      window.removeEventListener('online', online);
    };
  }, [store, userId, calls]);
}
