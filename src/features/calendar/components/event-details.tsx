import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '../../../api/contracts/index.ts';
import { PersonName } from '../../../design-system/index.ts';
import { useDates, useT } from '../../../lib/index.ts';

/** An event as a guardian (or anyone, for an event made in the app) reads it: no fields to change. */
export function EventDetails({ event }: { event: CalendarEvent }) {
  const t = useT();
  const dates = useDates();
  const when = (iso: string) => (event.all_day ? dates.longDate(iso) : dates.longDateTime(iso));
  // An all-day event ends at the midnight after its last day.
  const lastDay = new Date(Date.parse(event.end_time) - 1).toISOString();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" color="primary" label={t(`calendar.kinds.${event.kind}`)} />
        {event.all_day ? <Chip size="small" variant="outlined" label={t('calendar.form.allDay')} /> : null}
        {event.source === 'app' ? (
          <Chip size="small" variant="outlined" label={t('calendar.details.fromApp')} />
        ) : null}
      </Stack>
      <Typography>
        {t('calendar.details.when', {
          start: when(event.start_time),
          end: when(event.all_day ? lastDay : event.end_time),
        })}
      </Typography>
      {event.description ? <Typography color="text.secondary">{event.description}</Typography> : null}
      {event.area ? <Typography>{t('calendar.details.area', { area: event.area.name })}</Typography> : null}
      {event.patients.length ? (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            {t('calendar.form.patients')}
          </Typography>
          {event.patients.map((p) => (
            <PersonName
              key={p.id}
              person={p}
              patientPrefix={t('calendar.patientPrefix')}
              appCodeLabel={t('calendar.appCode')}
            />
          ))}
        </Stack>
      ) : null}
      {event.moods.length ? (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            {t('calendar.details.moods')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {event.moods.map((m) => (
              <Chip
                key={m.mood}
                size="small"
                variant="outlined"
                label={t('calendar.details.mood', { mood: t(`calendar.moods.${m.mood}`), n: m.count })}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}
      {event.author_name ? (
        <Typography variant="body2" color="text.secondary">
          {t('calendar.details.author', { name: event.author_name })}
        </Typography>
      ) : null}
    </Stack>
  );
}
