import { delay, HttpResponse } from 'msw';
import type { AppUserList, CalendarEvent } from '../../src/api/contracts/index.ts';
import { demoArea } from './areas.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { calendarEndpoints, appUsersEndpoints } from '../../src/api/contracts/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Today at 00:00 UTC (London's midnight in winter, an hour off in summer: the events stay on their days). */
const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
const at = (days: number, hour: number) => new Date(today + days * DAY + hour * HOUR).toISOString();
const id = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const event = (n: number, over: Partial<CalendarEvent>): CalendarEvent => ({
  id: id(n),
  title: `Event ${n}`,
  description: null,
  kind: 'activity',
  start_time: at(0, 10),
  end_time: at(0, 11),
  all_day: false,
  area: null,
  patients: [],
  source: 'portal',
  author_name: 'Amira Hassan',
  moods: [],
  created_at: at(-10, 9),
  updated_at: at(-10, 9),
  ...over,
});

const tobi = {
  id: fixtures.guardian.id,
  full_name: null,
  first_name: fixtures.guardian.first_name,
  surname: fixtures.guardian.surname,
  patient_number: null,
  app_code: 'K7P3QX',
};

/** Around today: a ward activity with moods, an appointment for a family, an all-day event and one made in the app. */
export const demoEvents: CalendarEvent[] = [
  event(1, {
    title: 'Play therapy',
    description: 'Games and crafts in the Rainbow ward playroom',
    area: { id: demoArea.oncologyWard.id, name: demoArea.oncologyWard.name },
    moods: [
      { mood: 'happy', count: 3 },
      { mood: 'worried', count: 1 },
    ],
  }),
  event(2, {
    title: 'Blood test',
    kind: 'procedure',
    start_time: at(0, 8),
    end_time: at(0, 9),
    patients: [tobi],
  }),
  event(3, {
    title: 'Hospital fun day',
    all_day: true,
    start_time: at(0, 0),
    end_time: at(1, 0),
    area: { id: demoArea.oncologyWard.id, name: demoArea.oncologyWard.name },
  }),
  event(4, {
    title: 'My football',
    source: 'app',
    author_name: null,
    start_time: at(0, 16),
    end_time: at(0, 17),
  }),
];

/** Sixty clinic slots from today on, two a morning, soonest first. */
export const crowdedMonth: CalendarEvent[] = Array.from({ length: 60 }, (_, i) =>
  event(200 + i, {
    title: `Clinic ${i + 1}`,
    kind: 'appointment',
    start_time: at(Math.floor(i / 2), 9 + (i % 2)),
    end_time: at(Math.floor(i / 2), 10 + (i % 2)),
    area: { id: demoArea.outpatients.id, name: demoArea.outpatients.name },
  }),
);

const people: AppUserList = { data: [], page: 1, size: 20, total: 0, next_cursor: null };

export const calendarHandlers = {
  some: answer(calendarEndpoints.list, () => HttpResponse.json(demoEvents)),
  none: answer(calendarEndpoints.list, () => HttpResponse.json([])),
  /** Thirty events on today's day, to see how a crowded day folds. */
  many: answer(calendarEndpoints.list, () =>
    HttpResponse.json(
      Array.from({ length: 30 }, (_, i) =>
        event(100 + i, {
          title: `Clinic slot ${i + 1}`,
          kind: (['appointment', 'procedure', 'activity', 'reminder', 'other'] as const)[i % 5],
          start_time: at(i % 7, 8 + (i % 9)),
          end_time: at(i % 7, 9 + (i % 9)),
          area: { id: demoArea.outpatients.id, name: demoArea.outpatients.name },
        }),
      ),
    ),
  ),
  /**
   * A crowded month cut by the server: its first events (two a day here, not a thousand, so that the story
   * stays quick) and the headers that say how many the month holds.
   */
  crowded: answer(calendarEndpoints.list, () =>
    HttpResponse.json(crowdedMonth, {
      headers: { 'X-Total-Count': '7028', 'X-Result-Limit': String(crowdedMonth.length) },
    }),
  ),
  /** A long Latin title among Arabic ones: in Arabic it must read whole, from its first letter. */
  latinTitle: answer(calendarEndpoints.list, () =>
    HttpResponse.json([
      event(60, {
        title: 'Take evening medicine with a glass of water',
        kind: 'reminder',
        start_time: at(0, 19),
        end_time: at(0, 20),
      }),
      event(61, { title: 'جلسة العلاج باللعب', start_time: at(0, 9), end_time: at(0, 10) }),
    ]),
  ),
  pending: answer(calendarEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(calendarEndpoints.list, () =>
    apiError({ status: 500, code: 'InteralServerError', message: 'Something went wrong' }),
  ),
  /** The created or edited event, as the server answers it. */
  saves: [
    answer(calendarEndpoints.create, async ({ request }) => {
      const body = (await request.json()) as Partial<CalendarEvent>;
      return HttpResponse.json(event(50, { ...body, title: body.title ?? 'New' }), { status: 201 });
    }),
    answer(calendarEndpoints.update, async ({ request, params }) => {
      const body = (await request.json()) as Partial<CalendarEvent>;
      return HttpResponse.json({ ...event(51, body), id: String(params.id) });
    }),
    answer(calendarEndpoints.remove, () => new HttpResponse(null, { status: 204 })),
  ],
  noPeople: answer(appUsersEndpoints.list, () => HttpResponse.json(people)),
};
