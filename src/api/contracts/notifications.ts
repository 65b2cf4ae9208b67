import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './organisation.ts';
import { isSitePath } from './site-path.ts';
import { text } from './text.ts';

/**
 * What a notification tells (docs/product.md § Notification centre). The text of each kind lives in
 * the locales (`notifications.kind.<kind>`), filled from the notification's parameters when it is
 * read, so each reader reads it in their own language.
 *
 * Parameters by kind:
 * - flag.raised, flag.escalated: `child`, `questionnaire`, `flag` (its id);
 * - questionnaire.asked, questionnaire.reminded: `questionnaire`; and `child` with `about: 'child'` when the
 *   questions are about one;
 * - issueReport.replied: `category`; issueReport.status: `category`, `status`;
 * - event.added, event.moved, event.cancelled, event.reminder (the day before): `child`, `event`, `start` (an instant);
 * - familyLink.approved, familyLink.revoked: `child`;
 * - familyLink.access: `child`, `change` (agreed, declined, reviewed, level, confidential);
 * - dataRequest.progress: `state`.
 */
export const NOTIFICATION_KINDS = [
  'flag.raised',
  'flag.escalated',
  'questionnaire.asked',
  'questionnaire.reminded',
  'issueReport.replied',
  'issueReport.status',
  'event.added',
  'event.moved',
  'event.cancelled',
  'event.reminder',
  'familyLink.approved',
  'familyLink.revoked',
  'familyLink.access',
  'dataRequest.progress',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A parameter's value: a name, a title, an id, an instant or a count. */
export type NotificationParams = Record<string, string | number>;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(text().max(64), z.union([text().max(500), z.number()])),
  /** Where the notification leads in the portal (a path of the site), or null. */
  link: text().nullable(),
  created_at: text(),
  read_at: text().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_PAGE_SIZE = 20;
export const MAX_NOTIFICATION_PAGE_SIZE = 100;

/** A keyset cursor: the last row's instant (milliseconds, UTC) and id, `2026-12-05T13:00:00.000Z_<uuid>`. */
const CURSOR =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The instant and id a cursor names, or null when it names none. */
export function readCursor(cursor: string): { at: Date; id: string } | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const at = new Date(match[1] as string);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== match[1]) return null;
  return { at, id: match[2] as string };
}
export const cursorOf = (at: Date, id: string): string => `${at.toISOString()}_${id}`;

export const notificationListQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(MAX_NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  /** The page after this one: the `next_cursor` of the page before. */
  cursor: text()
    .max(100)
    .refine((c) => readCursor(c) !== null, 'must be the next_cursor of a page')
    .optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** One page of one's notifications, newest first; `next_cursor` is null on the last page. */
export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  next_cursor: text().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** A notification's link must stay on this site. */
export const isNotificationLink = (link: string): boolean => link.startsWith('/') && isSitePath(link);

/** The notification centre: the caller's own notifications. */
export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    query: notificationListQuerySchema,
    ok: notificationPageSchema,
    access: { permission: 'notifications.self' },
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/notifications/unread-count',
    ok: unreadCountSchema,
    access: { permission: 'notifications.self' },
  }),
  markRead: defineEndpoint({
    method: 'PUT',
    path: '/notifications/:id/read',
    params: idParamsSchema,
    ok: notificationSchema,
    access: { permission: 'notifications.self' },
  }),
  markAllRead: defineEndpoint({
    method: 'PUT',
    path: '/notifications/read-all',
    ok: unreadCountSchema,
    access: { permission: 'notifications.self' },
  }),
};
