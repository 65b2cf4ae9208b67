import {
  cursorOf,
  readCursor,
  type Notification,
  type NotificationListQuery,
  type NotificationPage,
  type UnreadCount,
} from '../../../src/api/contracts/notifications.ts';
import { notFound } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { NotificationRow, NotificationsRepository } from './repository.ts';

export const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  kind: r.kind,
  params: r.params,
  link: r.link,
  created_at: r.createdAt.toISOString(),
  read_at: r.readAt ? r.readAt.toISOString() : null,
});

/**
 * One's own notification centre: every call acts on the caller's notifications only, so another
 * person's (of any organisation) is answered as missing.
 */
export function createNotificationsService(deps: {
  repo: Pick<NotificationsRepository, 'page' | 'unreadCount' | 'markRead' | 'markAllRead'>;
  now: () => number;
}) {
  const { repo } = deps;
  return {
    async list(t: Tenancy, q: NotificationListQuery): Promise<NotificationPage> {
      // The contract refused a cursor that names no row's place.
      const after = q.cursor ? (readCursor(q.cursor) ?? undefined) : undefined;
      const rows = await repo.page(t.principal.sub, q.size, after);
      const page = rows.slice(0, q.size);
      const last = page.at(-1);
      return {
        data: page.map(toNotification),
        next_cursor: rows.length > q.size && last ? cursorOf(last.createdAt, last.id) : null,
      };
    },
    async unread(t: Tenancy): Promise<UnreadCount> {
      return { unread: await repo.unreadCount(t.principal.sub) };
    },
    /** Marking a read notification read again keeps the first reading. */
    async markRead(t: Tenancy, id: string): Promise<Notification> {
      const row = await repo.markRead(t.principal.sub, id, new Date(deps.now()));
      if (!row) throw notFound('Notification');
      return toNotification(row);
    },
    async markAllRead(t: Tenancy): Promise<UnreadCount> {
      await repo.markAllRead(t.principal.sub, new Date(deps.now()));
      return { unread: 0 };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
