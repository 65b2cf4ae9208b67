import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/index.ts';
import { useUnreadCount } from '../api/unread-count.ts';

/** The dashboard card's line: how many notifications are unread; its description when it cannot be read. */
export function UnreadNotifications() {
  const t = useT();
  const { data, error } = useUnreadCount(true);
  if (!data && !error) return <Skeleton width="60%" />;
  return (
    <Typography
      color={data?.unread ? 'text.primary' : 'text.secondary'}
      sx={{ fontWeight: data?.unread ? 700 : 400 }}
    >
      {data
        ? t('notifications.unreadCount', { count: data.unread })
        : t('dashboard.notifications.description')}
    </Typography>
  );
}
