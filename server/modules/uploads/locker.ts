import type { Lock, Locker, RequestRelease } from '@tus/utils';

/** The tus answer to a second writer of one upload (docs/product.md § Error catalogue: "upload is currently locked"). */
export const LOCKED = {
  status_code: 423,
  body: 'The upload is currently locked: another request is writing it. Retry later.\n',
};

/**
 * One writer per upload, refused rather than queued: a second request on an upload that is
 * being written answers 423 at once (tus-js-client retries 423 after its delay). @tus/server's
 * default MemoryLocker would instead make the first writer give way. One process only: on
 * PostgreSQL the AdvisoryLocker (advisory-locker.ts) shares the lock between servers.
 */
export class RefusingLocker implements Locker {
  private readonly held = new Set<string>();

  newLock(id: string): Lock {
    const { held } = this;
    let mine = false;
    return {
      async lock(_signal: AbortSignal, _cancel: RequestRelease) {
        if (held.has(id)) throw LOCKED;
        held.add(id);
        mine = true;
      },
      async unlock() {
        if (mine) held.delete(id);
        mine = false;
      },
    };
  }
}
