import { describe, expect, it, vi } from 'vitest';
import type { StoredSession } from './cookies.ts';

// The device side's work, recorded: the restore's is slow (its cache writes), the sign-out's quick.
const { done } = vi.hoisted(() => ({ done: [] as string[] }));
vi.mock('./offline-session.ts', () => ({
  rememberOfflineSession: async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    done.push('kept');
  },
  forgetOfflineSession: async () => {
    done.push('forgotten');
  },
}));

const { forgetOfflineSession, rememberOfflineSession } = await import('./offline.ts');

const session = {
  token: 't',
  user: { id: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f5a6b7' },
  organisation: null,
} as unknown as StoredSession;

describe('remembering and forgetting a session on the device', () => {
  it('forgets after it remembered when a sign-out follows a restore at once (/logout): nothing is kept after signing out', async () => {
    await Promise.all([rememberOfflineSession(session), forgetOfflineSession()]);
    expect(done).toEqual(['kept', 'forgotten']);
  });
});
