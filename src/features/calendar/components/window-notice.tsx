import Alert from '@mui/material/Alert';
import type { EventWindow } from '../../../api/contracts/index.ts';
import { useT } from '../../../lib/index.ts';

/**
 * Says so when a crowded window was cut (the server answers its first events, soonest first): how many the
 * dates hold, how many show, and which views show fewer days — never a silent cap.
 */
export function WindowNotice({ window }: { window: EventWindow | undefined }) {
  const t = useT();
  if (!window || window.total <= window.events.length) return null;
  return (
    <Alert severity="warning">
      {t('calendarWindow.cut', {
        total: window.total,
        shown: window.events.length,
        week: t('calendar.views.week'),
        day: t('calendar.views.day'),
      })}
    </Alert>
  );
}
