import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, PageHeader, useToast } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useMarkAllRead, useMarkRead, useNotificationPage } from '../api/notifications.ts';
import { useUnreadCount } from '../api/unread-count.ts';
import { NotificationItem } from './notification-item.tsx';
import { PushPanel } from './push-panel.tsx';

/** One keyset page of the list; the last page shown offers the next. */
function NotificationPageItems({
  cursor,
  last,
  onMore,
  onMarkRead,
  busy,
}: {
  cursor: string | null;
  last: boolean;
  onMore: (cursor: string) => void;
  onMarkRead: (id: string) => void;
  busy: boolean;
}) {
  const t = useT();
  const { data, error, mutate } = useNotificationPage(cursor);
  if (error)
    return <LoadError title="notifications.loadFailed" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading heights={[88, 88, 88]} />;
  if (cursor === null && data.data.length === 0)
    return <EmptyState title={t('notifications.empty')} description={t('notifications.emptyDetail')} />;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {data.data.map((n) => (
          <NotificationItem key={n.id} notification={n} onMarkRead={onMarkRead} busy={busy} />
        ))}
      </Stack>
      {last && data.next_cursor ? (
        <Button sx={{ mt: 2 }} onClick={() => onMore(data.next_cursor as string)}>
          {t('notifications.more')}
        </Button>
      ) : null}
    </>
  );
}

/** /notifications — what I was told, newest first, unread marked; mark one or all read. */
export function NotificationsPage() {
  const t = useT();
  const toast = useToast();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const unread = useUnreadCount(true).data?.unread;
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const failed = () => toast.error(t('notifications.markFailed'));
  const onMarkRead = (id: string) => void markRead.trigger(id).catch(failed);
  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        description={
          <>
            {t('notifications.description')}
            {unread === undefined ? null : (
              <Typography component="span" role="status" sx={{ display: 'block', fontWeight: 700, mt: 0.5 }}>
                {t('notifications.unreadCount', { count: unread })}
              </Typography>
            )}
          </>
        }
        actions={
          <Button
            variant="outlined"
            disabled={!unread || markAll.isMutating}
            onClick={() => void markAll.trigger().catch(failed)}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <PushPanel />
      <Stack spacing={1.5}>
        {cursors.map((cursor, i) => (
          <NotificationPageItems
            key={cursor ?? 'first'}
            cursor={cursor}
            last={i === cursors.length - 1}
            onMore={(next) => setCursors((all) => [...all, next])}
            onMarkRead={onMarkRead}
            busy={markRead.isMutating}
          />
        ))}
      </Stack>
    </>
  );
}
