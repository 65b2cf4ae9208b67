import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Spec §3: the locally stored upload record. */
export interface StoredUpload {
  id?: number;
  user_id: string;
  video_id: string;
  /** The file itself: IndexedDB keeps Blobs, so an upload survives closing the browser. */
  file: Blob;
  /** The title the video was announced with (shown while it uploads). */
  title: string;
  paused: boolean;
  /** 0 to 1. */
  progress: number;
  /** Where the upload resumes (our tus URL, or the host's upload link); null until created. */
  upload_link: string | null;
}

interface LanternDb extends DBSchema {
  uploads: { key: number; value: StoredUpload; indexes: { user_id: string; video_id: string } };
}

/** Spec §3: a database named for the product, at schema version 3. */
export const DB_NAME = 'lantern';
export const DB_VERSION = 3;

let opening: Promise<IDBPDatabase<LanternDb>> | null = null;
const db = () =>
  (opening ??= openDB<LanternDb>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      // Versions 1 and 2 held no uploads store worth keeping: start it afresh.
      if (database.objectStoreNames.contains('uploads')) database.deleteObjectStore('uploads');
      const store = database.createObjectStore('uploads', { keyPath: 'id', autoIncrement: true });
      store.createIndex('user_id', 'user_id');
      store.createIndex('video_id', 'video_id', { unique: true });
    },
  }));

export const uploadStore = {
  async add(record: Omit<StoredUpload, 'id'>): Promise<number> {
    return (await db()).add('uploads', record as StoredUpload);
  },
  async ofUser(userId: string): Promise<StoredUpload[]> {
    return (await db()).getAllFromIndex('uploads', 'user_id', userId);
  },
  async update(videoId: string, patch: Partial<StoredUpload>): Promise<void> {
    const database = await db();
    const tx = database.transaction('uploads', 'readwrite');
    const record = await tx.store.index('video_id').get(videoId);
    if (record) await tx.store.put({ ...record, ...patch });
    await tx.done;
  },
  async remove(videoId: string): Promise<void> {
    const database = await db();
    const tx = database.transaction('uploads', 'readwrite');
    const key = await tx.store.index('video_id').getKey(videoId);
    if (key !== undefined) await tx.store.delete(key);
    await tx.done;
  },
};
