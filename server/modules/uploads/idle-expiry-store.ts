import type { Readable } from 'node:stream';
import { DataStore, ERRORS, type Upload } from '@tus/utils';
import type { UploadActivity } from './activity-repository.ts';

/**
 * Any tus datastore (the file store, S3), with uploads that expire once idle rather than once old.
 * @tus/server's handlers and stores count the expiry from an upload's creation on the wall clock,
 * which would throw away a large upload a parent paused and resumed: here the store tells them it
 * keeps no expiry of its own (`getExpiration()` is 0), answers an idle upload as gone (410) itself,
 * and sweeps by the time of each upload's last bytes (`activity`, on the app's clock).
 */
export class IdleExpiryStore extends DataStore {
  readonly inner: DataStore;
  readonly activity: UploadActivity;

  constructor(inner: DataStore, activity: UploadActivity) {
    super();
    this.inner = inner;
    this.activity = activity;
    this.extensions = [...new Set([...inner.extensions, 'expiration'])];
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await this.inner.create(upload);
    await this.activity.touch(upload.id);
    return created;
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const reached = await this.inner.write(stream, id, offset);
    // New bytes move the expiry; an empty PATCH does not keep an upload alive.
    if (reached > offset) await this.activity.touch(id);
    return reached;
  }

  override async getUpload(id: string): Promise<Upload> {
    if (await this.activity.expired(id)) throw ERRORS.FILE_NO_LONGER_EXISTS;
    return this.inner.getUpload(id);
  }

  override async remove(id: string): Promise<void> {
    try {
      await this.inner.remove(id);
    } finally {
      await this.activity.forget(id);
    }
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return this.inner.declareUploadLength(id, length);
  }

  /** Removes every upload idle past the expiry, with its bytes; answers how many. */
  override async deleteExpired(): Promise<number> {
    let removed = 0;
    for (const id of await this.activity.idle()) {
      await this.remove(id).then(
        () => (removed += 1),
        // Already gone from the store: only its row was left.
        () => undefined,
      );
    }
    return removed;
  }

  override getExpiration(): number {
    return 0;
  }

  /** The bytes of an upload (both stores can read one back). */
  read(id: string): NodeJS.ReadableStream {
    return (this.inner as unknown as { read(id: string): NodeJS.ReadableStream }).read(id);
  }
}
