import { delay, HttpResponse } from 'msw';
import type { Notification, NotificationPage, UnreadCount } from '../../src/api/contracts/notifications.ts';
import { apiError } from './handlers.ts';
import { pushHandlers, pushStates } from './push.tsx';
import { answer } from './endpoint.ts';
import { notificationsEndpoints } from '../../src/api/contracts/index.ts';

const id = (n: number) => `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** What a guardian of St Mary's was told, newest first: two unread, then read ones. */
export const guardianNotifications: Notification[] = [
  {
    id: id(1),
    kind: 'questionnaire.asked',
    params: { questionnaire: 'Sleep and appetite', about: 'child', child: 'Tobi' },
    link: '/questionnaires/answer/30000000-0000-4000-8000-000000000001',
    created_at: '2026-12-05T09:30:00.000Z',
    read_at: null,
  },
  {
    id: id(2),
    kind: 'event.moved',
    params: { child: 'Tobi', event: 'Play therapy', start: '2026-12-08T14:00:00.000Z' },
    link: '/calendar',
    created_at: '2026-12-04T16:05:00.000Z',
    read_at: null,
  },
  {
    id: id(3),
    kind: 'issueReport.status',
    params: { category: 'content', status: 'resolved' },
    link: '/report/40000000-0000-4000-8000-000000000001',
    created_at: '2026-12-02T11:00:00.000Z',
    read_at: '2026-12-02T12:00:00.000Z',
  },
  {
    id: id(4),
    kind: 'familyLink.approved',
    params: { child: 'Tobi' },
    link: '/',
    created_at: '2026-11-28T10:00:00.000Z',
    read_at: '2026-11-28T18:00:00.000Z',
  },
];

/** A safeguarding contact's: a flag raised, then escalated. */
export const staffNotifications: Notification[] = [
  {
    id: id(11),
    kind: 'flag.escalated',
    params: { child: 'Noah Rahman', questionnaire: 'How are you feeling today?', flag: id(90) },
    link: '/questionnaires/flags',
    created_at: '2026-12-05T13:00:00.000Z',
    read_at: null,
  },
  {
    id: id(12),
    kind: 'flag.raised',
    params: { child: 'Noah Rahman', questionnaire: 'How are you feeling today?', flag: id(90) },
    link: '/questionnaires/flags',
    created_at: '2026-12-05T09:00:00.000Z',
    read_at: null,
  },
];

const unreadOf = (list: Notification[]) => list.filter((n) => n.read_at === null).length;

/**
 * The notification centre's calls over a list kept in memory: marking read changes what the next
 * read answers. `pageSize` splits it into keyset pages (the cursor is the last row's index here).
 */
export function notificationHandlers(initial: Notification[], pageSize = 20) {
  let list = initial.map((n) => ({ ...n }));
  return [
    // The push panel beside the list: push off on this device.
    ...pushHandlers(),
    answer(notificationsEndpoints.unreadCount, () =>
      HttpResponse.json<UnreadCount>({ unread: unreadOf(list) }),
    ),
    answer(notificationsEndpoints.list, ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      const from = cursor ? Number(cursor.split('_')[1]) : 0;
      const data = list.slice(from, from + pageSize);
      const next = from + pageSize < list.length ? `2026-12-05T00:00:00.000Z_${from + pageSize}` : null;
      return HttpResponse.json<NotificationPage>({ data, next_cursor: next });
    }),
    answer(notificationsEndpoints.markAllRead, () => {
      list = list.map((n) => ({ ...n, read_at: n.read_at ?? '2026-12-05T14:00:00.000Z' }));
      return HttpResponse.json<UnreadCount>({ unread: 0 });
    }),
    answer(notificationsEndpoints.markRead, ({ params }) => {
      list = list.map((n) =>
        n.id === params.id ? { ...n, read_at: n.read_at ?? '2026-12-05T14:00:00.000Z' } : n,
      );
      const found = list.find((n) => n.id === params.id);
      return found
        ? HttpResponse.json<Notification>(found)
        : apiError({ status: 404, code: 'ResourceNotFound', message: 'Notification not found' });
    }),
  ];
}

/** Many notifications, for paging: 25 of the guardian's kinds, all read. */
export const manyNotifications: Notification[] = Array.from({ length: 25 }, (_, i) => ({
  id: id(100 + i),
  kind: 'questionnaire.reminded' as const,
  params: { questionnaire: `Weekly check ${25 - i}` },
  link: '/questionnaires/answer',
  created_at: new Date(Date.UTC(2026, 10, 30 - i, 9)).toISOString(),
  read_at: '2026-12-01T09:00:00.000Z',
}));

export const notificationStates = {
  pending: [
    ...pushStates.pending,
    answer(notificationsEndpoints.list, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
    answer(notificationsEndpoints.unreadCount, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
  fails: [
    // The list fails alone: the push panel beside it loads.
    ...pushHandlers(),
    answer(notificationsEndpoints.list, () =>
      apiError({ status: 503, code: 'ServiceUnavailable', message: 'The database is not reachable' }),
    ),
    answer(notificationsEndpoints.unreadCount, () =>
      apiError({ status: 503, code: 'ServiceUnavailable', message: 'The database is not reachable' }),
    ),
  ],
};
