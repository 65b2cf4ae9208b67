import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadActivity } from './schema.ts';

/**
 * When each unfinished upload last received bytes, and so when it expires: `expiryMs` after its
 * last bytes, on the given clock. A finished upload has no row and never expires.
 */
export function createUploadActivity(db: Db, settings: { expiryMs: number; now: () => number }) {
  const { expiryMs, now } = settings;
  const lastBytes = async (id: string): Promise<number | null> => {
    const [row] = await db
      .select({ at: uploadActivity.lastBytesAt })
      .from(uploadActivity)
      .where(eq(uploadActivity.uploadId, id));
    return row ? row.at.getTime() : null;
  };
  return {
    /** Created, or given new bytes: the expiry starts again from now. */
    async touch(id: string): Promise<void> {
      const at = new Date(now());
      await db
        .insert(uploadActivity)
        .values({ uploadId: id, lastBytesAt: at })
        .onConflictDoUpdate({ target: uploadActivity.uploadId, set: { lastBytesAt: at } });
    },
    /** Finished or removed: nothing left to expire. */
    async forget(id: string): Promise<void> {
      await db.delete(uploadActivity).where(eq(uploadActivity.uploadId, id));
    },
    /** When the unfinished upload expires (ms), or null when it is finished or unknown. */
    async expiresAt(id: string): Promise<number | null> {
      const at = await lastBytes(id);
      return at === null ? null : at + expiryMs;
    },
    async expired(id: string): Promise<boolean> {
      const at = await lastBytes(id);
      return at !== null && now() > at + expiryMs;
    },
    /** Unfinished uploads that received nothing for longer than the expiry. */
    async idle(): Promise<string[]> {
      const rows = await db
        .select({ id: uploadActivity.uploadId })
        .from(uploadActivity)
        .where(lt(uploadActivity.lastBytesAt, new Date(now() - expiryMs)));
      return rows.map((r) => r.id);
    },
  };
}
export type UploadActivity = ReturnType<typeof createUploadActivity>;
