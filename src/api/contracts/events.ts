import { z } from 'zod';
import { instant, text } from './text.ts';
import { eventKindSchema, moodSchema } from './app-activity.ts';
import { ICS_TYPE } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './organisation.ts';

/**
 * The portal's calendar (spec §7 Events): `GET /event?search={JSON}` with start_time as two
 * date conditions, `POST /event`, `PUT /event/{id}` and `DELETE /event/{id}`. The rows are the app
 * API's `events` table: events the hospital makes for an area or chosen patients, and those patients
 * add in the app (read-only here), with the moods patients recorded about them.
 */

/** The widest window one search may ask for: the agenda and month views need six weeks at most. */
export const MAX_EVENT_SEARCH_DAYS = 100;
const DAY = 86_400_000;

/** One date condition of the spec's search filter (§3: a search field, type date, operators gte and lte). */
const dateConditionSchema = z.strictObject({
  type: z.literal('date').default('date'),
  operator: z.enum(['gte', 'lte']),
  value: instant(),
});

/** The decoded `search`: start_time from the first day's start to the last day's end (Europe/London). */
export const eventSearchSchema = z
  .strictObject({ start_time: z.array(dateConditionSchema).length(2) })
  .transform((search, ctx) => {
    const gte = search.start_time.find((c) => c.operator === 'gte');
    const lte = search.start_time.find((c) => c.operator === 'lte');
    if (!gte || !lte) {
      ctx.addIssue({ code: 'custom', message: 'start_time needs one gte and one lte condition' });
      return z.NEVER;
    }
    const from = new Date(gte.value);
    const to = new Date(lte.value);
    if (to < from) {
      ctx.addIssue({ code: 'custom', message: 'The lte condition is before the gte condition' });
      return z.NEVER;
    }
    if (to.getTime() - from.getTime() > MAX_EVENT_SEARCH_DAYS * DAY) {
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_EVENT_SEARCH_DAYS} days at a time` });
      return z.NEVER;
    }
    return { from, to };
  });

/** `?search=` as sent: the JSON text of an event search. */
export const eventListQuerySchema = z.object({
  search: text()
    .max(2000)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'search is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(eventSearchSchema)
    .meta({
      description:
        'JSON: {"start_time":[{"type":"date","operator":"gte","value":ISO},{"type":"date","operator":"lte","value":ISO}]}',
    }),
});

/** A patient an event is for, with what PersonName shows. */
export const eventPatientSchema = z.object({
  id: z.uuid(),
  full_name: text().nullable(),
  first_name: text(),
  surname: text(),
  patient_number: text().nullable(),
  app_code: text().nullable(),
});
export type EventPatient = z.infer<typeof eventPatientSchema>;

export const calendarEventSchema = z
  .object({
    id: z.uuid(),
    title: text(),
    description: text().nullable(),
    kind: eventKindSchema,
    start_time: z.iso.datetime(),
    end_time: z.iso.datetime(),
    all_day: z.boolean(),
    area: z.object({ id: z.uuid(), name: text() }).nullable(),
    /** The chosen patients; a guardian is shown only their own family among them. */
    patients: z.array(eventPatientSchema),
    /** `portal`: made by the hospital (editable by admins); `app`: a patient's own, read-only here. */
    source: z.enum(['portal', 'app']),
    author_name: text().nullable(),
    /** Moods recorded about the event, by mood (a guardian sees their family's only). */
    moods: z.array(z.object({ mood: moodSchema, count: z.number().int() })),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventListSchema = z.array(calendarEventSchema).meta({ id: 'CalendarEventList' });

/**
 * A window of at most `WHOLE_WINDOW_DAYS` (a month, as the month view's six weeks show it) answers every event
 * it holds, however busy: the body is the spec's whole list and `X-Total-Count` its length. A wider window (up
 * to `MAX_EVENT_SEARCH_DAYS`) carries at most `EVENT_WINDOW_LIMIT` events and never stops silently at it: its
 * events come in one order, soonest first (start_time, then id), and its answer names how many the window
 * holds in `X-Total-Count` and the most it carries in `X-Result-Limit` — a total above the body's length means
 * the answer holds the first `X-Result-Limit` of them, and a month at a time shows the rest. The body stays the
 * spec's array (headers, not an envelope, so that every reader of the array keeps working).
 */
export const WHOLE_WINDOW_DAYS = 42;
/** The most events one answer of a window wider than `WHOLE_WINDOW_DAYS` carries. */
export const EVENT_WINDOW_LIMIT = 1000;
/** Every event the window holds, all of them counted with the same filter as the body's. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** The most events one answer of a wide window carries (absent from a whole window's answer). */
export const RESULT_LIMIT_HEADER = 'x-result-limit';

/** Whether the window from `from` to `to` answers every event it holds (a month at most; an autumn clock change's extra hour included). */
export const isWholeWindow = (from: Date, to: Date): boolean =>
  to.getTime() - from.getTime() <= WHOLE_WINDOW_DAYS * DAY + DAY / 24;

/** A window's events with its headers: `total` is how many it holds (more than `events` when it was cut). */
export type EventWindow = { events: CalendarEvent[]; total: number; limit: number | null };

/** Reads a window's headers; without them (a server before the headers) the list counts as whole. */
export function eventWindow(events: CalendarEvent[], headers: Headers | undefined): EventWindow {
  const number = (name: string) => {
    const raw = headers?.get(name) ?? '';
    return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  };
  return {
    events,
    total: Math.max(number(TOTAL_COUNT_HEADER) ?? 0, events.length),
    limit: number(RESULT_LIMIT_HEADER),
  };
}

/** POST /event and PUT /event/{id}: the whole event (an edit replaces it). */
export const calendarEventInputSchema = z
  .strictObject({
    title: text().trim().min(1).max(200),
    description: text().trim().max(2000).nullable().optional(),
    kind: eventKindSchema,
    start_time: instant(),
    end_time: instant(),
    all_day: z.boolean().default(false),
    /** For every patient of an area… */
    area_id: z.uuid().nullable().optional(),
    /** …and/or for these patients (app users of the organisation). */
    patient_ids: z.array(z.uuid()).max(200).default([]),
  })
  .superRefine((event, ctx) => {
    if (new Date(event.end_time) < new Date(event.start_time))
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'calendar.form.endBeforeStart' });
    if (!event.area_id && event.patient_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['area_id'], message: 'calendar.form.audienceRequired' });
  });
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;

/** Spec §7 Events, with editing and deleting an event added for the portal's calendar. */
export const calendarEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/event',
    query: eventListQuerySchema,
    ok: calendarEventListSchema,
    access: { permission: 'calendar.read' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/event',
    body: calendarEventInputSchema,
    ok: calendarEventSchema,
    status: 201,
    access: { permission: 'calendar.manage' },
  }),
  ics: defineEndpoint({
    method: 'GET',
    path: '/event/:id/ics',
    params: idParamsSchema,
    file: ICS_TYPE,
    access: { permission: 'calendar.read' },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/event/:id',
    params: idParamsSchema,
    body: calendarEventInputSchema,
    ok: calendarEventSchema,
    access: { permission: 'calendar.manage' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/event/:id',
    params: idParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'calendar.manage' },
  }),
};
