import { useState } from 'react';
import Button from '@mui/material/Button';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useApiClient } from '../../../api/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { fetchEventIcs } from '../api/subscription.ts';

/**
 * Downloads the event as an .ics file for the phone's or computer's calendar. The file is read with the
 * session, then handed over as a blob: iOS Safari opens a blob .ics in the Calendar app.
 */
export function AddToCalendarButton({ eventId }: { eventId: string }) {
  const t = useT();
  const client = useApiClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const file = await fetchEventIcs(client, eventId);
      const href = URL.createObjectURL(new Blob([file], { type: 'text/calendar' }));
      Object.assign(document.createElement('a'), { href, download: 'event.ics' }).click();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(href), 0);
    } catch {
      toast.error(t('calendar.ics.addFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<EventAvailableIcon />} disabled={busy} onClick={() => void add()}>
      {t('calendar.ics.addToCalendar')}
    </Button>
  );
}
