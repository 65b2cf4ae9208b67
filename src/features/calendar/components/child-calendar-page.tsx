import { useState } from 'react';
import { useSetAtom } from 'jotai';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  endpointPath,
  familyEndpoints,
  type CalendarEvent,
  type FamilyChild,
} from '../../../api/contracts/index.ts';
import { PageHeader } from '../../../design-system/index.ts';
import { LoadError, OfflineNotice, useT } from '../../../lib/index.ts';
import { ChildScreen, childCallName, useChildEvents } from '../../family/index.ts';
import { currentlyEditedEventAtom } from '../atoms.ts';
import { previousDay, toLondonDay } from '../london.ts';
import { CalendarView } from './calendar-view.tsx';
import { EventDialog } from './event-dialog.tsx';
import { SubscribePanel } from './subscribe-panel.tsx';
import { LoadingSlot } from './loading-slot.tsx';
import { WindowNotice } from './window-notice.tsx';

const NO_EVENTS: CalendarEvent[] = [];

/** /calendar for a guardian: the events of their child's areas and those chosen for the child, to read. */
export function ChildCalendarPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('calendar.title')} description={t('familyPages.calendar.description')} />
      <ChildScreen
        loadFailed="calendar.loadFailed"
        render={(child) => <ChildCalendar key={child.id} child={child} />}
      />
      <EventDialog canEdit={false} areas={[]} />
      <Box sx={{ mt: 3 }}>
        <SubscribePanel />
      </Box>
    </>
  );
}

function ChildCalendar({ child }: { child: FamilyChild }) {
  const t = useT();
  const setEdited = useSetAtom(currentlyEditedEventAtom);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const events = useChildEvents(child.id, range);
  const name = childCallName(child, t('familyPages.patientPrefix'));
  return (
    <Stack spacing={2}>
      <OfflineNotice path={endpointPath(familyEndpoints.events, { patient_id: child.id })} />
      {events.error ? (
        <LoadError title="calendar.loadFailed" error={events.error} onRetry={() => void events.mutate()} />
      ) : null}
      <LoadingSlot loading={events.isLoading} />
      {events.data?.events.length === 0 ? (
        <Alert severity="info">{t('familyPages.calendar.empty', { name })}</Alert>
      ) : null}
      <WindowNotice window={events.data} />
      <CalendarView
        events={events.data?.events ?? NO_EVENTS}
        editable={false}
        // The view's end is the midnight after its last day.
        onRangeChange={(start, end) =>
          setRange({
            from: toLondonDay(start.toISOString()),
            to: previousDay(toLondonDay(end.toISOString())),
          })
        }
        onOpen={(event) => setEdited({ kind: 'existing', event })}
        onPick={() => undefined}
      />
    </Stack>
  );
}
