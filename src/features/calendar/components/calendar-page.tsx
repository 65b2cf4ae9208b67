import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { UserType, type CalendarEvent } from '../../../api/contracts/index.ts';
import { PageHeader } from '../../../design-system/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { sessionAtom, sessionCan } from '../../session/index.ts';
import { useEventAreas, useEvents } from '../api/events.ts';
import { currentlyEditedEventAtom } from '../atoms.ts';
import { eventSearch } from '../london.ts';
import { CalendarView } from './calendar-view.tsx';
import { ChildCalendarPage } from './child-calendar-page.tsx';
import { EventDialog } from './event-dialog.tsx';
import { LoadingSlot } from './loading-slot.tsx';
import { WindowNotice } from './window-notice.tsx';

const HOUR = 3_600_000;
const NO_EVENTS: CalendarEvent[] = [];

/** /calendar: admins see and manage the organisation's events, guardians read their children's. */
export function CalendarPage() {
  const guardian = useAtomValue(sessionAtom)?.user.type === UserType.Guardian;
  return guardian ? <ChildCalendarPage /> : <OrganisationCalendarPage />;
}

function OrganisationCalendarPage() {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const setEdited = useSetAtom(currentlyEditedEventAtom);
  const organisationId = session?.organisation?.id ?? null;
  // The super admin acts as the selected organisation's admin.
  const canEdit = sessionCan(session, 'calendar.manage');
  const [search, setSearch] = useState<string | null>(null);
  const events = useEvents(search);
  const areas = useEventAreas(canEdit ? organisationId : null);

  const createNow = () => {
    // The next full hour, for an hour: the admin changes it in the dialog.
    const start = Math.ceil(Date.now() / HOUR) * HOUR;
    setEdited({
      kind: 'new',
      start: new Date(start).toISOString(),
      end: new Date(start + HOUR).toISOString(),
      allDay: false,
    });
  };

  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        description={t(canEdit ? 'calendar.description' : 'calendar.familyDescription')}
        actions={
          canEdit ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={createNow}>
              {t('calendar.create')}
            </Button>
          ) : null
        }
      />
      <Stack spacing={2}>
        {events.error ? (
          <LoadError title="calendar.loadFailed" error={events.error} onRetry={() => void events.mutate()} />
        ) : null}
        <LoadingSlot loading={events.isLoading} />
        {events.data?.events.length === 0 ? <Alert severity="info">{t('calendar.empty')}</Alert> : null}
        <WindowNotice window={events.data} />
        <CalendarView
          events={events.data?.events ?? NO_EVENTS}
          editable={canEdit}
          onRangeChange={(start, end) => setSearch(eventSearch(start, end))}
          onOpen={(event) => setEdited({ kind: 'existing', event })}
          onPick={(start, end, allDay) =>
            setEdited({ kind: 'new', start: start.toISOString(), end: end.toISOString(), allDay })
          }
        />
      </Stack>
      <EventDialog canEdit={canEdit} areas={areas.data ?? []} />
    </>
  );
}
