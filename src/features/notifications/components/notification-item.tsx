import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { Notification } from '../../../api/contracts/notifications.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { useNotificationText } from './notification-text.tsx';

export interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: string) => void;
  busy: boolean;
}

/** One notification: its sentence and time, an unread marker, Open (marks it read) and Mark read. */
export function NotificationItem({ notification: n, onMarkRead, busy }: NotificationItemProps) {
  const t = useT();
  const dates = useDates();
  const { text, node } = useNotificationText();
  const unread = n.read_at === null;
  const plain = text(n);
  return (
    <Box
      component="li"
      sx={{
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: unread ? 'primary.main' : 'divider',
        borderInlineStartWidth: unread ? 6 : 1,
        bgcolor: unread ? 'action.hover' : 'background.paper',
      }}
    >
      <Typography component="p" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
        {unread ? <Box component="span" sx={visuallyHidden}>{`${t('notifications.unread')}: `}</Box> : null}
        {node(n)}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ flexGrow: 1 }}>
          {unread ? (
            <Box
              component="span"
              aria-hidden
              sx={{ color: 'primary.main', fontWeight: 700, marginInlineEnd: 1 }}
            >
              {t('notifications.unread')}
            </Box>
          ) : null}
          <time dateTime={n.created_at}>{dates.dateTime(n.created_at)}</time>
        </Typography>
        {n.link ? (
          <Button
            component={RouterLink}
            to={n.link}
            size="small"
            variant={unread ? 'contained' : 'outlined'}
            aria-label={t('notifications.openOf', { text: plain })}
            onClick={() => (unread ? onMarkRead(n.id) : undefined)}
          >
            {t('notifications.open')}
          </Button>
        ) : null}
        {unread ? (
          <Button
            size="small"
            disabled={busy}
            aria-label={t('notifications.markReadOf', { text: plain })}
            onClick={() => onMarkRead(n.id)}
          >
            {t('notifications.markRead')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
