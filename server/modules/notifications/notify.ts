import {
  isNotificationLink,
  type NotificationKind,
  type NotificationParams,
} from '../../../src/api/contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationRow, NotificationsRepository } from './repository.ts';

/** What another module tells people: one notification per recipient. */
export interface NotificationInput {
  /** The organisation the news is about (null for none, e.g. the super admin's own news). */
  organisationId: string | null;
  userIds: readonly string[];
  kind: NotificationKind;
  params: NotificationParams;
  /** A path of the portal the notification leads to. */
  link?: string | null;
}

/**
 * How a notification reaches a person beyond the portal, which reads the store itself
 * (docs/architecture.md § Notifications). A channel is handed the rows just stored, in the
 * transaction that stored them, so that it can queue its own work (a job) with them, as push to
 * people's devices does (./push-delivery.ts).
 */
export interface NotificationChannel {
  name: string;
  deliver(stored: NotificationRow[], tx: Db): Promise<void>;
}

/**
 * Records the notifications in the caller's write transaction (they commit, or not, with the change
 * they tell of) and hands them to the channels. A recipient named twice is told once.
 */
export type Notify = (tx: Db, input: NotificationInput) => Promise<NotificationRow[]>;

export function createNotifier(deps: {
  repo: Pick<NotificationsRepository, 'insert'>;
  channels: readonly NotificationChannel[];
  now: () => number;
}): Notify {
  return async (tx, input) => {
    const link = input.link ?? null;
    // A producer's bug, not a caller's input: the link is built by the server.
    if (link !== null && !isNotificationLink(link)) throw new Error(`Not a path of the portal: ${link}`);
    const createdAt = new Date(deps.now());
    const stored = await deps.repo.insert(
      [...new Set(input.userIds)].map((userId) => ({
        userId,
        organisationId: input.organisationId,
        kind: input.kind,
        params: input.params,
        link,
        createdAt,
      })),
      tx,
    );
    if (stored.length > 0) for (const channel of deps.channels) await channel.deliver(stored, tx);
    return stored;
  };
}
