import { z } from 'zod';
import {
  EVENT_KINDS,
  eventKindSchema,
  type CalendarEvent,
  type CalendarEventInput,
  type EventPatient,
} from '../../api/contracts/index.ts';
import type { EditedEvent } from './atoms.ts';
import { fromLondonLocal, nextDay, previousDay, toLondonDay, toLondonLocal } from './london.ts';

export { EVENT_KINDS };

/**
 * The dialog's fields. Times are London wall-clock values (`YYYY-MM-DDTHH:mm`), or days
 * (`YYYY-MM-DD`) for an all-day event, whose last day is shown inclusive.
 */
export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, { message: 'calendar.form.titleRequired' }).max(200),
    description: z.string().trim().max(2000),
    kind: eventKindSchema,
    allDay: z.boolean(),
    start: z.string().min(1, { message: 'calendar.form.startRequired' }),
    end: z.string().min(1, { message: 'calendar.form.endRequired' }),
    areaId: z.string(),
    patients: z.array(
      z.object({
        id: z.string(),
        full_name: z.string().nullable(),
        first_name: z.string(),
        surname: z.string(),
        patient_number: z.string().nullable(),
        app_code: z.string().nullable(),
      }),
    ),
  })
  .superRefine((form, ctx) => {
    // Both kinds of value compare in text order: the same shape, most significant first.
    if (form.start && form.end && form.end < form.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'calendar.form.endBeforeStart' });
    if (!form.areaId && form.patients.length === 0)
      ctx.addIssue({ code: 'custom', path: ['areaId'], message: 'calendar.form.audienceRequired' });
  });
export type EventForm = z.infer<typeof eventFormSchema>;

/** A field value in the other shape when all-day is switched: a day keeps its date, a time gets 09:00. */
export const switchAllDay = (value: string, allDay: boolean): string =>
  !value ? value : allDay ? value.slice(0, 10) : value.length === 10 ? `${value}T09:00` : value;

/** The form as the dialog opens it: a saved event's fields, or a new one at the picked time. */
export function formOf(edited: EditedEvent): EventForm {
  if (edited.kind === 'new') {
    const start = edited.allDay ? toLondonDay(edited.start) : toLondonLocal(edited.start);
    // A picked day range ends at the next midnight: the form shows the last day itself.
    const end = edited.allDay ? previousDay(toLondonDay(edited.end)) : toLondonLocal(edited.end);
    return { ...EMPTY, allDay: edited.allDay, start, end: end < start ? start : end };
  }
  const e: CalendarEvent = edited.event;
  const start = e.all_day ? toLondonDay(e.start_time) : toLondonLocal(e.start_time);
  const end = e.all_day ? previousDay(toLondonDay(e.end_time)) : toLondonLocal(e.end_time);
  return {
    title: e.title,
    description: e.description ?? '',
    kind: e.kind,
    allDay: e.all_day,
    start,
    end: end < start ? start : end,
    areaId: e.area?.id ?? '',
    patients: e.patients,
  };
}

const EMPTY: EventForm = {
  title: '',
  description: '',
  kind: 'appointment',
  allDay: false,
  start: '',
  end: '',
  areaId: '',
  patients: [],
};

/** What the API is sent: London times as instants; an all-day event runs to the midnight after its last day. */
export function inputOf(form: EventForm): CalendarEventInput {
  const start = form.allDay
    ? fromLondonLocal(`${form.start.slice(0, 10)}T00:00`)
    : fromLondonLocal(form.start);
  const end = form.allDay
    ? fromLondonLocal(`${nextDay(form.end.slice(0, 10))}T00:00`)
    : fromLondonLocal(form.end);
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    kind: form.kind,
    all_day: form.allDay,
    start_time: start,
    end_time: end,
    area_id: form.areaId || null,
    patient_ids: form.patients.map((p: EventPatient) => p.id),
  };
}
